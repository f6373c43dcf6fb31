/** The invoice's words, shared by the page and the e-mails (docs/product.md §10). */
export const INVOICE_TEXTS = {
  payInPerson: "Pay your painter on completion by cash, check or card.",
  dueOnReceipt: "Due on receipt",
  invalidLinkText:
    "This invoice link is invalid or has expired. Call or e-mail us and we will send you a copy.",
  paid: "Paid",
  open: "Due",
  void: "Cancelled by credit note",
} as const;
