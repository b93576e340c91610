import type { Feature } from "./home";
import type { Skill } from "./team";

export const aboutIntro = {
  eyebrow: "About Us",
  title: "A senior software studio that builds for the long run",
  subTitle:
    "Since 2004 Northbeam Studio has helped startups, hospitals, banks and public agencies turn ideas into dependable software.",
} as const;

/** Company information, the first block of the about page. */
export const companyInfo = {
  title: "Who we are",
  paragraphs: [
    "We are a US based team of engineers, designers and product specialists working from Denver, Austin and Raleigh. Every project is led by a senior engineer who stays with it from the first workshop to launch and beyond.",
    "We keep teams small, estimates honest and code readable. Our clients own everything we build, and many of them have worked with us for more than a decade.",
  ],
  image: "about-studio",
  imageAlt: "Interface design board with a page layout, shapes and a colour palette",
} as const;

/** Progress bars of the about page. */
export const aboutSkills: readonly Skill[] = [
  { title: "Software Development", value: 75 },
  { title: "Brand Strategy", value: 85 },
  { title: "Competitor Analysis", value: 95 },
];

/** The three steps of the about page's 'How we work'. */
export const howWeWork: readonly Feature[] = [
  {
    icon: "search",
    title: "Research",
    text: "We interview your users and stakeholders, study the data and agree on the goals the project must reach.",
  },
  {
    icon: "layers",
    title: "System Design",
    text: "We design the architecture, the data model and the interface together, and test the riskiest ideas with prototypes.",
  },
  {
    icon: "code",
    title: "Dev & Implement",
    text: "We build in short iterations with automated tests, release to production often and hand over a system your team can run.",
  },
];
