export const BANNER = `// Generated from schema/ by codegen/ — do not edit. Run \`npm run codegen\` after changing schema/*.json.\n`;

/** UserSignInRequestEvent → userSignIn; ExportInvoicesQueryOperation → exportInvoicesQueryOperation. */
export function methodName(eventName: string): string {
  const base = eventName.replace(/RequestEvent$/, "").replace(/Event$/, "");
  return base.charAt(0).toLowerCase() + base.slice(1);
}

/** A description made safe for a doc comment: a star followed by a slash would end the comment early. */
export function docText(text: string): string {
  return text.replace(/\*\//g, "* /");
}
