interface BrandMarkProps {
  size?: number;
}

// An arched door standing open onto warm light: "knock, and it will be opened to you".
// The same drawing as public/favicon.svg, but in theme colours (see .brand-mark in
// base.css). Decorative, so hidden from assistive technology: the app's name is
// always written beside it.
export function BrandMark({ size = 64 }: BrandMarkProps) {
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 10 64 50" aria-hidden="true" focusable="false">
      <path className="brand-mark__glow" d="M23 51h18l6 6H17z" />
      <path className="brand-mark__light" d="M23 51V30a9 9 0 0 1 18 0v21z" />
      <path className="brand-mark__door" d="M23 51V30.5l7 2.5v16z" />
      <path
        d="M18 51V30a14 14 0 0 1 28 0v21M13 51h38"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
