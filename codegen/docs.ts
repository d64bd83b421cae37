// The parts of docs/ that the schema writes: each domain page's event table and the error catalogue's table.
// A page asks for them with a marker pair, and codegen rewrites what lies between (CONTRIBUTING.md "Adding an
// event"): the tables cannot drift from schema/*.json, and `npm run codegen:check` fails when they are stale.
//
//   <!-- generated:events vehicles -->   the events and notifications of schema/vehicles.json (several names may
//   <!-- /generated:events -->           follow, space-separated, when one page documents several schema files)
//
//   <!-- generated:errors -->            the catalogue of schema/errors.json
//   <!-- /generated:errors -->
import {
  SchemaError,
  type AccessSpec,
  type Domain,
  type EventSpec,
  type NotificationAudience,
  type SchemaSet,
} from "./model";

const EVENTS = /(<!-- generated:events ([a-z0-9 -]+) -->\n)[\s\S]*?(<!-- \/generated:events -->)/g;
const ERRORS = /(<!-- generated:errors -->\n)[\s\S]*?(<!-- \/generated:errors -->)/g;

/**
 * Returns every page whose generated parts differ from what the schema says, with its new text (page name →
 * text). Throws when a marker names a schema file that does not exist, or when a schema file that has events
 * is listed by no page or by more than one.
 */
export function fillDocs(pages: ReadonlyMap<string, string>, set: SchemaSet): Map<string, string> {
  const domains = new Map(set.domains.map((domain) => [domain.name, domain]));
  const listedBy = new Map<string, string>();
  const changed = new Map<string, string>();
  for (const [page, text] of pages) {
    const filled = text
      .replace(EVENTS, (_marker, open: string, names: string, close: string) => {
        const tables = names
          .trim()
          .split(/\s+/)
          .map((name) => {
            const domain = domains.get(name);
            if (!domain)
              throw new SchemaError(page, `asks for the events of schema/${name}.json, which does not exist`);
            const earlier = listedBy.get(name);
            if (earlier)
              throw new SchemaError(page, `lists schema/${name}.json's events, which ${earlier} already lists`);
            listedBy.set(name, page);
            return domainTables(domain, set);
          });
        return `${open}${tables.join("\n")}${close}`;
      })
      .replace(ERRORS, (_marker, open: string, close: string) => `${open}${errorTable(set)}${close}`);
    if (filled !== text) changed.set(page, filled);
  }
  const unlisted = set.domains
    .filter((domain) => hasEvents(domain) && !listedBy.has(domain.name))
    .map((domain) => domain.name);
  if (unlisted.length > 0)
    throw new SchemaError(
      "docs/",
      `no page lists the events of ${unlisted.map((name) => `schema/${name}.json`).join(", ")}: add a generated:events marker to its domain page`,
    );
  return changed;
}

function hasEvents(domain: Domain): boolean {
  return Object.keys(domain.events).length > 0 || Object.keys(domain.notifications).length > 0;
}

function domainTables(domain: Domain, set: SchemaSet): string {
  const lines = [`Generated from \`schema/${domain.name}.json\` by \`npm run codegen\`; do not edit by hand.`, ""];
  const events = Object.entries(domain.events);
  if (events.length > 0) {
    lines.push(
      "| Event | Who may send it | Kind | Errors besides the dispatcher's | What it does |",
      "| --- | --- | --- | --- | --- |",
    );
    for (const [name, event] of events) {
      lines.push(
        `| \`${name}\` | ${who(event.access)} | ${kind(event)} | ${event.errors.map((error) => `\`${error}\``).join(", ") || "—"} | ${cell(event.description)} |`,
      );
    }
    lines.push("");
  }
  const notifications = Object.entries(domain.notifications);
  if (notifications.length > 0) {
    lines.push("| Notification (pushed by the server) | Who hears it | When |", "| --- | --- | --- |");
    for (const [name, notification] of notifications)
      lines.push(`| \`${name}\` | ${hearers(notification.audience, set)} | ${cell(notification.description)} |`);
    lines.push("");
  }
  return `${lines.join("\n")}\n`;
}

function errorTable(set: SchemaSet): string {
  const lines = [
    "Generated from `schema/errors.json` by `npm run codegen`; do not edit by hand.",
    "",
    "| messageId | HTTP status | Text shown (English) |",
    "| --- | --- | --- |",
  ];
  for (const [id, error] of Object.entries(set.errors))
    lines.push(`| \`${id}\` | ${error.status} | ${cell(error.text)} |`);
  return `${lines.join("\n")}\n\n`;
}

function who(access: AccessSpec): string {
  if (access === "public") return "anyone, signed in or not";
  if (access === "signedIn") return "any signed-in user";
  const parts = [access.roles ? `roles ${access.roles.join(", ")}` : "any role"];
  if (access.features?.length) parts.push(`with feature ${access.features.join(", ")}`);
  return parts.join(", ");
}

/** A notification's readers (docs/design/change-feed.md "Who hears what"). */
function hearers(audience: NotificationAudience, set: SchemaSet): string {
  if (audience === "company") return "every signed-in user of the company";
  if (audience === "watchers") return "the sockets watching the cross-company list";
  if ("roles" in audience) return `roles ${audience.roles.join(", ")}`;
  const event = set.domains.map((domain) => domain.events[audience.list]).find((found) => found !== undefined);
  return `who may read \`${audience.list}\` (${event ? who(event.access) : "?"})`;
}

/** docs/design/commands.md explains commands; "session" events act only on the caller's own session. */
function kind(event: EventSpec): string {
  if (event.effect === "read") return "read";
  if (event.effect === "session") return "session";
  return event.command ? "command (exactly once)" : "write";
}

/** One table cell: pipes escaped, line breaks folded. */
function cell(text: string | undefined): string {
  return (
    (text ?? "")
      .replace(/\s*\n\s*/g, " ")
      .replace(/\|/g, "\\|")
      .trim() || "—"
  );
}
