// Ticket prices (spec section 9), in cents. With x the amount the organiser must net, the buyer pays
// p = ceil((x + 30.5) / 0.9817), and the card fee is ceil(1.22 × (0.015 × p + 25)): 1.5 % plus 25 cents, plus 22 % VAT
// on the fee. Since 0.9817 = 1 − 1.22 × 0.015 and 30.5 = 1.22 × 25, p grosses x up by exactly the card fee it will bear.
export type PriceBreakdown = {
  /** What the organiser nets. */
  price: number;
  /** What the buyer pays online. */
  total: number;
  cardFee: number;
};

/** The card provider's fee on a card payment of `totalCents`: 1.5 % plus 25 cents, plus 22 % VAT on the fee. */
export function cardFeeOn(totalCents: number): number {
  return Math.ceil(Math.round(1.22 * (0.015 * totalCents + 25) * 1000) / 1000);
}

export function onlinePrice(netCents: number): PriceBreakdown {
  if (!Number.isFinite(netCents) || netCents < 0)
    throw new RangeError("The price must be a non-negative amount of cents");
  const price = Math.round(netCents);
  // Rounded to a thousandth of a cent first, so binary floating point cannot push an exact result up by one.
  const total = Math.ceil(Math.round(((price + 30.5) / 0.9817) * 1000) / 1000);
  return { price, total, cardFee: cardFeeOn(total) };
}

export type ReleaseBreakdown = {
  /** What the organiser nets per ticket. */
  price: number;
  /** The platform's fee: the venue's online fee percentage of the price, rounded up to the cent. */
  platformFees: number;
  cardFee: number;
  /** What the buyer pays online: price and platform fee grossed up by the card fee (section 9). */
  total: number;
};

/** The breakdown shown as a release's price is typed, and stored with the release on save. */
export function releaseBreakdown(netCents: number, platformFeePercent = 0): ReleaseBreakdown {
  const price = Math.round(netCents);
  const percent = Number.isFinite(platformFeePercent) && platformFeePercent > 0 ? platformFeePercent : 0;
  const platformFees = Math.ceil(Math.round(price * percent * 10) / 1000);
  const online = onlinePrice(price + platformFees);
  return { price, platformFees, cardFee: online.cardFee, total: online.total };
}
