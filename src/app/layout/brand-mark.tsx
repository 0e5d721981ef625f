/** The brand's bowl-and-steam mark, drawn inline so the header needs no extra request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#c2281d" />
      <path d="M7 15h18a9 9 0 0 1-18 0z" fill="#fff" />
      <path d="M11 24h10" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M12 12c-1-1.5 1-2.5 0-4M16 12c-1-1.5 1-2.5 0-4M20 12c-1-1.5 1-2.5 0-4"
        stroke="#f9c784"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
