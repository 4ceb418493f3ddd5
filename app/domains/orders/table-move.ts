// The names a table's move form and its action share: the text of the target search without JavaScript, and the
// button that sends it.
export const moveSearchField = "moveSearch";
export const moveSearchButton = "findTables";
