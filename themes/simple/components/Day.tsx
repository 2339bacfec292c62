// A day as simple prints it: `<time>` with the machine-readable date and the readable one.
import { formatDay } from '@/lib/render/dates'

export default function Day({ day, className }: { day: string; className?: string }) {
  return (
    <time dateTime={day} className={className}>
      {formatDay(day)}
    </time>
  )
}
