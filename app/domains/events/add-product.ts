// The names the event's "add product" form and its action share: the search without JavaScript (its text, and the
// button that sends it) and the mark of a product already available at the event.
export const productSearchField = "productSearch";
export const productSearchButton = "findProducts";
export const alreadyAtEvent = "products.alreadyAtEvent";
