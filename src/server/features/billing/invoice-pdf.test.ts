import { describe, expect, test } from "vitest";

import type { Invoice } from "../../../shared/generated/billing";
import { pdfText } from "../../testing/pdf-text";
import { renderInvoicePdf } from "./invoice-pdf";

const invoice = (n: number, status: Invoice["status"] = "open"): Invoice => ({
  id: "#80:1",
  number: `INV-${String(n).padStart(6, "0")}`,
  companyId: "#12:2",
  companyName: "Maple Leaf Haulage",
  status,
  billingPeriod: "monthly",
  periodStart: "2026-11-01",
  periodEnd: "2026-11-30",
  periodLabel: "November 2026",
  items: [
    {
      id: "#81:1",
      kind: "feature",
      feature: "vehicles",
      description: "Vehicles - per vehicle per month",
      quantity: 20 + (n % 7),
      unitCents: 100,
      months: 1,
      amountCents: (20 + (n % 7)) * 100,
    },
  ],
  taxes: [{ kind: "HST", label: "HST 13%", rate: 13000, baseCents: 2000, amountCents: 260 }],
  subtotalCents: 2000,
  taxCents: 260,
  totalCents: 2260,
  creditAppliedCents: 0,
  paidCents: status === "paid" ? 2260 : 0,
  amountDueCents: status === "paid" ? 0 : 2260,
  issuedDate: Date.UTC(2026, 10, 1, 13),
  payments:
    status === "paid"
      ? [
          {
            id: "#82:1",
            invoiceId: "#80:1",
            method: "etransfer",
            amountCents: 2260,
            status: "succeeded",
            receivedDate: Date.UTC(2026, 10, 12),
            reference: "CA7Q",
          },
        ]
      : [],
});

const SELLER = { name: "Fleet Portal", gstHstNumber: "701234567 RT0001", qstNumber: "1201234567 TQ0001" };

describe("the invoice PDF", () => {
  test("prints the number, bill-to address, lines, taxes, payments and amount due; readable back when compressed", async () => {
    for (let n = 1; n <= 40; n += 1) {
      const pdf = await renderInvoicePdf(invoice(n, n % 2 ? "paid" : "open"), {
        seller: SELLER,
        timeZone: "America/Toronto",
        billToName: "Maple Leaf Haulage Ltd.",
        address: { street: "100 Front St W", city: "Toronto", jurisdiction: "ON", postal: "M5V 2T6" },
        note: null,
      });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(pdf);
      expect(text).toContain(`INV-${String(n).padStart(6, "0")}`);
      expect(text).toContain("100 Front St W");
      expect(text).toContain("HST 13%");
      expect(text).toContain(n % 2 ? "eTransfer" : "Open");
      expect(text).toContain(n % 2 ? "$0.00" : "$22.60");
    }
  });

  // Excise Tax Act s.169(4), Input Tax Credit Information (GST/HST) Regulations s.3: the supplier's registration number
  // is on the invoice of a taxable supply, so the buyer can claim the tax back; Quebec asks the same for the QST.
  test("shows the seller's registration number of each tax it charges, and only those", async () => {
    const options = { seller: SELLER, timeZone: "America/Toronto", billToName: "B", address: null, note: null };
    const hst = pdfText(await renderInvoicePdf(invoice(1), options));
    expect(hst).toContain("GST/HST registration no. 701234567 RT0001");
    expect(hst).not.toContain("QST registration");
    const quebec = pdfText(
      await renderInvoicePdf(
        {
          ...invoice(2),
          taxes: [
            { kind: "GST", label: "GST 5%", rate: 5000, baseCents: 2000, amountCents: 100 },
            { kind: "QST", label: "QST 9.975%", rate: 9975, baseCents: 2000, amountCents: 200 },
          ],
        },
        options,
      ),
    );
    expect(quebec).toContain("GST/HST registration no. 701234567 RT0001");
    expect(quebec).toContain("QST registration no. 1201234567 TQ0001");
    const abroad = pdfText(await renderInvoicePdf({ ...invoice(3), taxes: [] }, options));
    expect(abroad).not.toContain("registration no.");
  });
});
