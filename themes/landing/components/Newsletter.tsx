// The newsletter signup band: a blue band with a heading, a line, and the way to subscribe, which
// says where the reader's address goes. With LANDING_NEWSLETTER_ACTION, an e-mail form posting
// to that mailing service (its host named under the form); the kit's EmailForm checks the address
// on submit (no request for a bad one; the message in an alert). Without it, a mail link to
// LANDING_NEWSLETTER_EMAIL with the subject filled in, the address written out beside it: the
// reader's own mail program sends the request. Neither set: no band.
import EmailForm from '@/lib/ui/kit/EmailForm'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { landingCopyOf } from '../config'
import { Icon } from '../icons'

function SignupForm({ ctx, action }: { ctx: ThemeContext; action: string }) {
  const t = labels(ctx)
  return (
    <EmailForm action={action} message={t.emailInvalid} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap" messageClassName="min-h-5 basis-full text-sm font-medium text-amber-200">
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
      <p className="ld-newsletter-to basis-full text-sm text-blue-50">
        <Icon name="arrowRight" size={14} className="mr-1.5 inline align-[-0.15em]" />
        {new URL(action).host}
      </p>
    </EmailForm>
  )
}

function MailSignup({ ctx, email }: { ctx: ThemeContext; email: string }) {
  const t = labels(ctx)
  const subject = `${t.subscribe}${t.labelSeparator}${landingCopyOf(ctx).LANDING_NEWSLETTER_TITLE}`
  return (
    <div className="flex flex-col items-start gap-3 md:items-end">
      <a href={`mailto:${email}?subject=${encodeURIComponent(subject)}`} className="ld-btn ld-newsletter-mail h-12 bg-[var(--ld-ink)] px-7 text-[var(--ld-ink-text)]">
        <Icon name="mail" size={18} />
        {t.subscribe}
      </a>
      <p className="ld-newsletter-to text-sm break-all text-blue-50">{email}</p>
    </div>
  )
}

export default function Newsletter({ ctx }: { ctx: ThemeContext }) {
  const c = landingCopyOf(ctx)
  if (!c.LANDING_NEWSLETTER_ACTION && !c.LANDING_NEWSLETTER_EMAIL) return null
  return (
    <section aria-labelledby="ld-newsletter-title" className="ld-newsletter ld-wrap mt-20">
      <div className="grid gap-8 rounded-3xl bg-gradient-to-br from-[#1e40af] to-[#0f766e] px-6 py-12 text-white md:grid-cols-2 md:items-center md:px-12">
        <div>
          <h2 id="ld-newsletter-title" className="text-2xl font-bold md:text-3xl">
            {c.LANDING_NEWSLETTER_TITLE}
          </h2>
          <p className="mt-3 leading-7 text-blue-50">{c.LANDING_NEWSLETTER_TEXT}</p>
        </div>
        {c.LANDING_NEWSLETTER_ACTION ? <SignupForm ctx={ctx} action={c.LANDING_NEWSLETTER_ACTION} /> : <MailSignup ctx={ctx} email={c.LANDING_NEWSLETTER_EMAIL} />}
      </div>
    </section>
  )
}
