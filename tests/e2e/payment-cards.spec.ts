import { E2E_PASSWORD } from "../../playwright.config";
import { PayInvoicePage } from "./pages/billing-pages";
import { SignInPage } from "./pages/sign-in-page";
// Payment cards (/portal/operator/payment/edit, docs/billing.md "Screens"): the owner keeps a card for the next
// invoices through the payment provider's card form (the sandbox's here; Stripe's Card Element when Stripe is
// configured), a card the processor refuses shows its message and is not kept, and a kept card can be removed.
import { expect, test } from "./test";

test("the owner keeps a test card, a declined card is refused, and the kept card is removed", async ({
  page,
  demo,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(demo.owner, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
  await page.goto("/portal/operator/payment/edit");
  await expect(page.getByRole("heading", { name: "Payment cards" })).toBeVisible();
  const saved = page.getByTestId("saved-card");
  const before = await saved.count();

  const form = new PayInvoicePage(page);
  await page.getByTestId("card-number").fill("4000 0000 0000 0002");
  await page.getByTestId("card-cvc").fill("123");
  await page.getByTestId("add-card-submit").click();
  await expect(form.declined).toContainText("Your card was declined.");
  await expect(saved).toHaveCount(before);

  await page.getByTestId("card-number").fill("4242 4242 4242 4242");
  await page.getByTestId("card-cvc").fill("123");
  await page.getByTestId("add-card-submit").click();
  await expect(saved).toHaveCount(before + 1);
  const kept = saved.filter({ hasText: "Visa •••• 4242" }).last();
  await expect(kept).toBeVisible();
  // The form is empty again: the number is not kept on the page.
  await expect(page.getByTestId("card-number")).toHaveValue("");

  await page.reload();
  await expect(saved).toHaveCount(before + 1);
  await saved.filter({ hasText: "Visa •••• 4242" }).last().getByRole("button", { name: "Remove" }).click();
  await expect(saved).toHaveCount(before);
});
