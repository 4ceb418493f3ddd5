// The arithmetic of the server-rendered SVG charts: round axis ticks, a linear scale, which labels to print, and
// shortened labels. Pure, so the charts draw the same on the server and in the browser.

/** 1, 2, 2.5 or 5 times a power of ten, the smallest at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Axis ticks from 0 to a round top at least `max`, about `target` steps. Integer data (counts, cents) gets integer
 * steps. An empty or all-zero chart still gets an axis: 0 to 1.
 */
export function niceTicks(max: number, target = 4, integer = true): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  let step = niceStep(top / Math.max(1, target));
  if (integer) step = Math.max(1, Math.ceil(step));
  const steps = Math.max(1, Math.ceil(top / step - 1e-9));
  return Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}

/** Maps [0, domainMax] onto [0, length], clamping below 0 and above the top. */
export function scaleLinear(domainMax: number, length: number): (value: number) => number {
  if (!(domainMax > 0)) return () => 0;
  return (value) => (Math.min(Math.max(value, 0), domainMax) / domainMax) * length;
}

/** Which of `count` labels to print so at most `most` show, evenly, always the first and the last. */
export function labelEvery(count: number, most: number): (index: number) => boolean {
  if (count <= most) return () => true;
  if (most < 2) return (index) => index === 0;
  const step = Math.ceil((count - 1) / (most - 1));
  return (index) => index === count - 1 || (index % step === 0 && count - 1 - index >= step / 2);
}

/** Shortens a label to `most` characters with an ellipsis; the full text stays in the chart's table and titles. */
export function truncate(text: string, most: number): string {
  return text.length <= most ? text : `${text.slice(0, Math.max(1, most - 1)).trimEnd()}…`;
}
