// Tonight at the demo club, as decision 030 defines it from the venue's clock (Europe/Rome): a night runs from noon to
// 6 am, so the night that matters now ends at the next 6 am in Rome; an event is tonight's when it is not over and
// starts before that. Worked out here from the mock's own records, independently of the app's code.
import type { Account } from "./accounts";
import { mockURL } from "./ports";
import { demoPassword } from "./accounts";

type Row = Record<string, unknown> & { _id: string; startDate: string; endDate: string };

/** The next instant, after `now`, when the clock in Rome shows 6 am: the end of the night `now` belongs to. */
function nightEnd(now: Date): Date {
  const hourInRome = (date: Date) =>
    Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Rome", hour: "2-digit", hour12: false }).format(date));
  const step = new Date(now);
  step.setUTCMinutes(0, 0, 0);
  for (let hours = 0; hours <= 26; hours++) {
    step.setTime(step.getTime() + 3_600_000);
    if (hourInRome(step) === 6) return step;
  }
  throw new Error("no 6 am in Rome within a day");
}

async function asVenue(baseURL: string, path: string, email = "disco@demo.test"): Promise<Row[]> {
  const basic = `Basic ${Buffer.from(`${email}:${demoPassword}`).toString("base64")}`;
  const auth = await fetch(`${baseURL}/auth`, { method: "POST", headers: { authorization: basic } });
  const { token } = (await auth.json()) as { token: string };
  const response = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as Row[];
}

/** The demo club's events tonight, at this mock (the shared one unless said), as the club reads them. */
export async function tonightAtDemoClub(baseURL = mockURL, now = new Date()): Promise<Row[]> {
  const [club] = await asVenue(baseURL, `/discos?name=${encodeURIComponent("Demo Club Milano")}`);
  const events = await asVenue(baseURL, `/events?discoId=${club._id}&limit=500`);
  const end = nightEnd(now).getTime();
  return events.filter((event) => Date.parse(event.endDate) > now.getTime() && Date.parse(event.startDate) < end);
}

/**
 * Where a demo account lands now: its landing of spec section 2, except the night staff, who land on tonight's event's
 * own tab when the demo club has exactly one event tonight (decision 030).
 */
export async function landingNow(account: Account, baseURL = mockURL): Promise<string> {
  if (!account.nightTab) return account.landing;
  const tonight = await tonightAtDemoClub(baseURL);
  return tonight.length === 1 ? `/events/${tonight[0]._id}/${account.nightTab}` : account.landing;
}
