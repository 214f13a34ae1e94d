/** Fields whose answer depends on the visitor's network address, not only on the request's address:
 * "you reported this store" (read from the visitor's address) and the places provider's lookups
 * (limited per address). */
const ADDRESS_DEPENDENT_FIELDS = /\b(yourReportAt|storeEnrichment)\b/;

/**
 * Whether an operation of the public site may go by GET with its build id, where any cache may keep its
 * answer for a short while (issue 45, item 2): a query whose answer is the same for every visitor. The
 * web build gives ids to these only, and the gateway answers only these over GET.
 */
export function answeredOverGet(operation: string): boolean {
  return /^\s*query\b/.test(operation) && !ADDRESS_DEPENDENT_FIELDS.test(operation);
}
