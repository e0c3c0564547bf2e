/** Records of the About page (story, mission, four values, one team card). */
export const story: string[] = [
  "Scalewise began in 2023 in Bengaluru, when our founders counted the tools their own marketing team paid for: eleven, none of which shared data with the others. Reports took a week to assemble, and by then the numbers had moved.",
  "We set out to build one workspace where research, content, ads, leads and email learn from the same data. Today Scalewise helps teams from two-person startups to large enterprises decide faster and spend where it pays back.",
];

export const mission =
  "Give every business, whatever its size, the marketing intelligence that used to need a large team and a larger budget.";

export type ValueIcon = "target" | "shield" | "users" | "bolt";

export interface CompanyValue {
  title: string;
  description: string;
  icon: ValueIcon;
}

export const values: CompanyValue[] = [
  {
    title: "Results over activity",
    description: "We judge every feature by the revenue and time it saves our customers, not by how busy it looks.",
    icon: "target",
  },
  {
    title: "Trust by default",
    description: "Your data stays yours. We explain what our AI recommends and why, and we never sell what we learn.",
    icon: "shield",
  },
  {
    title: "Customers as partners",
    description: "We onboard every team in person and build the roadmap from what customers tell us they need.",
    icon: "users",
  },
  {
    title: "Speed with care",
    description: "We ship small improvements every week and test each one before it reaches your workspace.",
    icon: "bolt",
  },
];

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** Shown in the avatar. */
  initials: string;
}

export const team: TeamMember[] = [
  {
    name: "Arjun Mehta",
    role: "Founder & CEO",
    bio: "Arjun led growth teams at two SaaS companies before starting Scalewise. He still reviews every customer's onboarding plan himself.",
    initials: "AM",
  },
];
