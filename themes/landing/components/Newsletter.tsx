// The newsletter signup band: a blue band with a heading, a line and an e-mail form that posts
// to LANDING_NEWSLETTER_ACTION. Not drawn at all while that setting is empty. The kit's
// EmailForm checks the address on submit (no request for a bad one; the message in an alert).
import EmailForm from '@/lib/ui/kit/EmailForm'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { landingConfig } from '../config'

export default function Newsletter({ ctx }: { ctx: ThemeContext }) {
  const c = landingConfig
  if (!c.LANDING_NEWSLETTER_ACTION) return null
  const t = labels(ctx)
  return (
    <section aria-labelledby="ld-newsletter-title" className="ld-newsletter ld-wrap mt-20">
      <div className="grid gap-8 rounded-3xl bg-gradient-to-br from-[#1e40af] to-[#0f766e] px-6 py-12 text-white md:grid-cols-2 md:items-center md:px-12">
        <div>
          <h2 id="ld-newsletter-title" className="text-2xl font-bold md:text-3xl">
            {c.LANDING_NEWSLETTER_TITLE}
          </h2>
          <p className="mt-3 leading-7 text-blue-50">{c.LANDING_NEWSLETTER_TEXT}</p>
        </div>
        <EmailForm action={c.LANDING_NEWSLETTER_ACTION} message={t.emailInvalid} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap" messageClassName="min-h-5 basis-full text-sm font-medium text-amber-200">
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder={t.emailPlaceholder}
            aria-label={t.emailPlaceholder}
            className="h-12 min-w-0 flex-1 rounded-lg border border-white/30 bg-white/95 px-4 text-slate-900 outline-none placeholder:text-slate-600 focus:ring-4 focus:ring-white/40 aria-[invalid=true]:border-amber-300"
          />
          <button type="submit" className="ld-btn h-12 bg-[var(--ld-ink)] text-[var(--ld-ink-text)]">
            {t.subscribe}
          </button>
        </EmailForm>
      </div>
    </section>
  )
}
