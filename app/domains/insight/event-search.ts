/** The URL field of a period page's event picker search without JavaScript (`?eventIdSearch=`). */
export const eventSearchParam = "eventIdSearch";
