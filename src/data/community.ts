/** Records of the Community page (sample discussions and the four member stats). */
export type CommunityIcon = "users" | "chat" | "calendar" | "trophy";

export interface CommunityStat {
  value: string;
  label: string;
  icon: CommunityIcon;
}

export const communityStats: CommunityStat[] = [
  { value: "5,000+", label: "Active Members", icon: "users" },
  { value: "1,200+", label: "Discussions", icon: "chat" },
  { value: "50+", label: "Events", icon: "calendar" },
  { value: "300+", label: "Success Stories", icon: "trophy" },
];

export interface Discussion {
  title: string;
  author: string;
  category: string;
  replies: number;
  likes: number;
}

export const discussions: Discussion[] = [
  {
    title: "How we cut cost per lead by a third with lead scoring",
    author: "Priya Raman",
    category: "Case Study",
    replies: 24,
    likes: 87,
  },
  {
    title: "Which competitor report do you check first each week?",
    author: "Daniel Okafor",
    category: "Strategy",
    replies: 31,
    likes: 52,
  },
  {
    title: "Setting up a welcome sequence that adapts to clicks",
    author: "Sofia Lindqvist",
    category: "Email Automation",
    replies: 18,
    likes: 64,
  },
];

export interface JoinReason {
  title: string;
  description: string;
}

export const joinReasons: JoinReason[] = [
  {
    title: "Learn from peers",
    description: "See the campaigns, funnels and sequences other teams run, with the numbers they got.",
  },
  {
    title: "Get answers fast",
    description: "Ask a question and hear from marketers and Scalewise specialists who have solved it before.",
  },
  {
    title: "Shape the product",
    description: "Vote on ideas and test new features early; the roadmap follows what members ask for.",
  },
];
