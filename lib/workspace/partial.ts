// A page answer that lacks part of its content for a reason that may pass (a database view whose
// query answered 5xx or timed out). It is shown as it is, but the store does not keep it as the
// page's version: it asks again after its freshness window, and never shares it with other
// instances. Failures that will not pass (400/403/404: a view the viewer cannot read, a deleted
// source) do not make a page partial: asking again would only cost requests.
import type { ExtendedRecordMap } from 'notion-types'

const partial = new WeakSet<object>()

export function markPartial(rm: ExtendedRecordMap): ExtendedRecordMap {
  partial.add(rm)
  return rm
}

export function isPartial(rm: ExtendedRecordMap): boolean {
  return partial.has(rm)
}

/** Whether a failed request may succeed later: no status (network, timeout), 429 or 5xx. */
export function isTransient(err: unknown): boolean {
  const status = (err as { status?: number; statusCode?: number } | null)?.status ?? (err as { statusCode?: number } | null)?.statusCode
  return !status || status === 408 || status === 429 || status >= 500
}
