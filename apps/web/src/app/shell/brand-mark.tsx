/**
 * The portal's mark, drawn in the page (the header and the painted shell): no request, and no
 * bytes of a `data:` URL in the shell's script. The tab's icon is the same drawing as a file,
 * favicon.svg (index.html; decision 015, "The tab's icon").
 */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" width={28} height={28} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#6d28d9" />
      <path
        d="M10 8v16M10 16l9-8M12 15l8 9"
        stroke="#fff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
