/** Links of the top bar and the footer, with the footer's four columns. Every `to` is a real route. */
export interface NavItem {
  label: string;
  to: string;
}

export const primaryNav: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Features", to: "/features/" },
  { label: "Pricing", to: "/pricing/" },
  { label: "About", to: "/about/" },
  { label: "Contact", to: "/contact/" },
];

export const authNav = {
  login: { label: "Login", to: "/login/" },
  signup: { label: "Get Started", to: "/signup/" },
} as const;

export interface FooterColumn {
  heading: string;
  links: NavItem[];
}

export const footerColumns: FooterColumn[] = [
  {
    heading: "Product",
    links: [
      { label: "Features", to: "/features/" },
      { label: "Pricing", to: "/pricing/" },
      { label: "Integrations", to: "/features/#integrations" },
      { label: "API", to: "/documentation/" },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "About", to: "/about/" },
      { label: "Blog", to: "/blog/" },
      { label: "Careers", to: "/careers/" },
      { label: "Contact", to: "/contact/" },
    ],
  },
  {
    heading: "Support",
    links: [
      { label: "Help Center", to: "/help-center/" },
      { label: "Documentation", to: "/documentation/" },
      { label: "Community", to: "/community/" },
      { label: "Status", to: "/status/" },
      { label: "Privacy", to: "/privacy/" },
    ],
  },
];

export const legalNav: NavItem[] = [
  { label: "Terms of Service", to: "/terms/" },
  { label: "Privacy Policy", to: "/privacy/" },
];

/** Every page the navbar links to (the pages where it marks a link as current). */
export const navbarLinkTargets: string[] = ["/", ...primaryNav.map((item) => item.to), authNav.login.to, authNav.signup.to];

/** Every page the footer links to (the pages where it marks a link as current). */
export const footerLinkTargets: string[] = [...footerColumns.flatMap((column) => column.links.map((link) => link.to)), ...legalNav.map((link) => link.to)];
