import { expect, test } from "vitest";

import { passwordResetMail } from "./password-reset";
import { registrationMail } from "./registration";

test.each(["en-CA", "fr-CA", "es", "en-US", undefined])(
  "the registration mail in %s carries the verify link in text and HTML",
  (locale) => {
    const mail = registrationMail(locale, {
      first: "Ana",
      companyName: "Rouge & Fils",
      url: "http://portal.test/verify/abc",
      days: 7,
    });
    expect(mail.text).toContain("http://portal.test/verify/abc");
    expect(mail.html).toContain('href="http://portal.test/verify/abc"');
    expect(mail.subject).toContain("Rouge & Fils");
    // Values are escaped in HTML, so a company name cannot inject markup.
    expect(mail.html).toContain("Rouge &#38; Fils");
  },
);

test("the reset mail names the manager who asked and the expiry", () => {
  const mail = passwordResetMail("en-CA", {
    first: "Dan",
    url: "http://portal.test/recovery/t1",
    minutes: 60,
    byManager: "Marcus Singh",
  });
  expect(mail.text).toContain("Marcus Singh asked for your password to be reset.");
  expect(mail.text).toContain("expires in 60 minutes");
  expect(passwordResetMail("fr-CA", { first: "Dan", url: "u", minutes: 60, byManager: undefined }).subject).toMatch(
    /réinitialisez/,
  );
});

test("an .eml with a quoted-printable body gives back the link it carries", async () => {
  const { parseEml } = await import("./eml");
  const raw = [
    "From: a@b.c",
    "To: rosa@ottawavalley.localhost",
    "Subject: Bienvenue",
    "Content-Type: multipart/alternative;",
    ' boundary="--b"',
    "",
    "----b",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: quoted-printable",
    "",
    "Confirmer : http://127.0.0.1:0/verify/abcdefghijklm=",
    "nopq_-",
    "d=C3=A9j=C3=A0",
    "----b--",
    "",
  ].join("\n");
  expect(parseEml(raw)).toEqual({
    to: "rosa@ottawavalley.localhost",
    subject: "Bienvenue",
    text: "Confirmer : http://127.0.0.1:0/verify/abcdefghijklmnopq_-\ndéjà",
  });
});
