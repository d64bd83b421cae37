// QuickBooks Desktop's Intuit Interchange Format (docs/billing.md "QuickBooks export"; Intuit's "Reference guide to import
// files"): tab-separated rows, a keyword in the first column, each block introduced by its header row (!ACCNT,
// !CUST, !INVITEM, !TRNS/!SPL/!ENDTRNS). One file holds the lists an import needs (accounts, customers, items) and
// the transactions: an INVOICE per invoice and a PAYMENT per payment. A transaction balances: its TRNS row's
// AMOUNT (a debit, positive) plus its SPL rows' AMOUNTs (credits, negative) is zero.
//
// IIF is read as Windows text by older QuickBooks Desktop versions: everything is written as plain ASCII (accents
// dropped, dashes as "-") with CRLF line ends, and no field carries a tab, a line break or a double quote.
import { decimalCents } from "../../../shared/rules/billing";
import { neutraliseFormula } from "../../lists/spreadsheet-cells";
import {
  QB_ACCOUNTS,
  QB_LIMITS,
  QB_TERMS,
  qbDate,
  type QbAccount,
  type QbInvoice,
  type QbItemType,
  type QbPayment,
} from "./quickbooks-model";

export interface IifCustomer {
  name: string;
  companyName: string;
  billTo: readonly string[];
  email?: string;
}

const TRNS_COLUMNS = [
  "TRNSID",
  "TRNSTYPE",
  "DATE",
  "ACCNT",
  "NAME",
  "CLASS",
  "AMOUNT",
  "DOCNUM",
  "MEMO",
  "CLEAR",
  "TOPRINT",
  "NAMEISTAXABLE",
  "ADDR1",
  "ADDR2",
  "ADDR3",
  "ADDR4",
  "DUEDATE",
  "TERMS",
  "PONUM",
  "PAYMETH",
] as const;
const SPL_COLUMNS = [
  "SPLID",
  "TRNSTYPE",
  "DATE",
  "ACCNT",
  "NAME",
  "CLASS",
  "AMOUNT",
  "DOCNUM",
  "MEMO",
  "CLEAR",
  "QNTY",
  "PRICE",
  "INVITEM",
  "TAXABLE",
  "SERVICEDATE",
] as const;

type Row<C extends readonly string[]> = Partial<Record<C[number], string>>;

/** Plain ASCII without the characters IIF gives a meaning to. */
export function iifText(value: string, limit?: number): string {
  const ascii = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\t\r\n"]+/g, " ")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/ {2,}/g, " ")
    .trim();
  // A name typed as "=cmd|…" must not become a formula when the file is opened in a spreadsheet.
  const text = neutraliseFormula(ascii);
  return limit === undefined ? text : text.slice(0, limit).trimEnd();
}

const line = (keyword: string, columns: readonly string[], row: Record<string, string | undefined>) =>
  [keyword, ...columns.map((column) => row[column] ?? "")].join("\t");
const header = (keyword: string, columns: readonly string[]) => [`!${keyword}`, ...columns].join("\t");
const yesNo = (value: boolean) => (value ? "Y" : "N");

function invoiceRows(invoice: QbInvoice): string[] {
  const date = qbDate(invoice.date);
  const customer = iifText(invoice.customer, QB_LIMITS.name);
  const docNumber = iifText(invoice.number, QB_LIMITS.docNumber);
  const address = invoice.billTo.slice(0, 4).map((text) => iifText(text, QB_LIMITS.address));
  const trns: Row<typeof TRNS_COLUMNS> = {
    TRNSTYPE: "INVOICE",
    DATE: date,
    ACCNT: QB_ACCOUNTS.receivable.name,
    NAME: customer,
    AMOUNT: decimalCents(invoice.amountCents),
    DOCNUM: docNumber,
    MEMO: iifText(invoice.memo),
    CLEAR: "N",
    TOPRINT: "N",
    NAMEISTAXABLE: yesNo(invoice.taxes.length > 0),
    ADDR1: address[0],
    ADDR2: address[1],
    ADDR3: address[2],
    ADDR4: address[3],
    DUEDATE: qbDate(invoice.dueDate),
    TERMS: QB_TERMS,
    PONUM: invoice.poNumber ? iifText(invoice.poNumber, QB_LIMITS.poNumber) : undefined,
  };
  const rows = [line("TRNS", TRNS_COLUMNS, trns)];
  // An invoice's SPL rows are credits: the amount and the quantity negative, the price as sold (QuickBooks' sign rule).
  for (const item of invoice.lines) {
    const spl: Row<typeof SPL_COLUMNS> = {
      TRNSTYPE: "INVOICE",
      DATE: date,
      ACCNT: item.account.name,
      AMOUNT: decimalCents(-item.amountCents),
      DOCNUM: docNumber,
      MEMO: iifText(item.description),
      CLEAR: "N",
      QNTY: String(-item.quantity),
      PRICE: decimalCents(item.rateCents),
      INVITEM: iifText(item.item, QB_LIMITS.item),
      TAXABLE: yesNo(item.taxable),
      SERVICEDATE: qbDate(invoice.serviceDate),
    };
    rows.push(line("SPL", SPL_COLUMNS, spl));
  }
  for (const tax of invoice.taxes) {
    rows.push(
      line("SPL", SPL_COLUMNS, {
        TRNSTYPE: "INVOICE",
        DATE: date,
        ACCNT: tax.account.name,
        AMOUNT: decimalCents(-tax.amountCents),
        DOCNUM: docNumber,
        MEMO: iifText(tax.label),
        CLEAR: "N",
        INVITEM: iifText(tax.label, QB_LIMITS.item),
        TAXABLE: "N",
      }),
    );
  }
  rows.push("ENDTRNS");
  return rows;
}

function paymentRows(payment: QbPayment): string[] {
  const date = qbDate(payment.date);
  const customer = iifText(payment.customer, QB_LIMITS.name);
  const docNumber = iifText(payment.invoiceNumber, QB_LIMITS.docNumber);
  const memo = iifText(
    `Payment of invoice ${payment.invoiceNumber}${payment.reference ? `: ${payment.reference}` : ""}`,
  );
  return [
    line("TRNS", TRNS_COLUMNS, {
      TRNSTYPE: "PAYMENT",
      DATE: date,
      ACCNT: QB_ACCOUNTS.undeposited.name,
      NAME: customer,
      AMOUNT: decimalCents(payment.amountCents),
      DOCNUM: docNumber,
      MEMO: memo,
      CLEAR: "N",
      TOPRINT: "N",
      PAYMETH: iifText(payment.method, QB_LIMITS.item),
    }),
    line("SPL", SPL_COLUMNS, {
      TRNSTYPE: "PAYMENT",
      DATE: date,
      ACCNT: QB_ACCOUNTS.receivable.name,
      NAME: customer,
      AMOUNT: decimalCents(-payment.amountCents),
      DOCNUM: docNumber,
      MEMO: memo,
      CLEAR: "N",
    }),
    "ENDTRNS",
  ];
}

interface IifItem {
  name: string;
  type: QbItemType;
  account: QbAccount;
  taxable: boolean;
}

/** The items the transactions name, once each (the first use decides its account and type). */
function itemsOf(invoices: readonly QbInvoice[]): IifItem[] {
  const items = new Map<string, IifItem>();
  for (const invoice of invoices) {
    for (const item of invoice.lines) {
      const name = iifText(item.item, QB_LIMITS.item);
      if (!items.has(name))
        items.set(name, { name, type: item.itemType, account: item.account, taxable: item.taxable });
    }
    for (const tax of invoice.taxes) {
      const name = iifText(tax.label, QB_LIMITS.item);
      if (!items.has(name)) items.set(name, { name, type: "OTHC", account: tax.account, taxable: false });
    }
  }
  return [...items.values()];
}

/** The whole file: accounts, customers and items first, so the transactions after them find every name. */
export function iifFile(input: {
  customers: readonly IifCustomer[];
  invoices: readonly QbInvoice[];
  payments: readonly QbPayment[];
}): string {
  const rows: string[] = [header("ACCNT", ["NAME", "ACCNTTYPE", "DESC"])];
  for (const account of Object.values(QB_ACCOUNTS))
    rows.push(line("ACCNT", ["NAME", "ACCNTTYPE", "DESC"], { NAME: account.name, ACCNTTYPE: account.type }));
  const customerColumns = ["NAME", "COMPANYNAME", "BADDR1", "BADDR2", "BADDR3", "BADDR4", "EMAIL", "TERMS"];
  rows.push(header("CUST", customerColumns));
  for (const customer of input.customers) {
    const address = customer.billTo.slice(0, 4).map((text) => iifText(text, QB_LIMITS.address));
    rows.push(
      line("CUST", customerColumns, {
        NAME: iifText(customer.name, QB_LIMITS.name),
        COMPANYNAME: iifText(customer.companyName, QB_LIMITS.name),
        BADDR1: address[0],
        BADDR2: address[1],
        BADDR3: address[2],
        BADDR4: address[3],
        EMAIL: customer.email ? iifText(customer.email) : undefined,
        TERMS: QB_TERMS,
      }),
    );
  }
  const itemColumns = ["NAME", "INVITEMTYPE", "DESC", "ACCNT", "TAXABLE"];
  rows.push(header("INVITEM", itemColumns));
  for (const item of itemsOf(input.invoices))
    rows.push(
      line("INVITEM", itemColumns, {
        NAME: item.name,
        INVITEMTYPE: item.type,
        DESC: item.name,
        ACCNT: item.account.name,
        TAXABLE: yesNo(item.taxable),
      }),
    );
  rows.push(header("TRNS", TRNS_COLUMNS), header("SPL", SPL_COLUMNS), "!ENDTRNS");
  for (const invoice of input.invoices) rows.push(...invoiceRows(invoice));
  for (const payment of input.payments) rows.push(...paymentRows(payment));
  return `${rows.join("\r\n")}\r\n`;
}
