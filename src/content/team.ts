export interface Skill {
  title: string;
  /** Proficiency in percent, 0–100. */
  value: number;
}

export interface TeamMember {
  /** The `teamDetailsId` of the route /team/<id>/. */
  id: string;
  name: string;
  designation: string;
  /** Name of the portrait in src/images/art (without extension). */
  image: string;
  summary: string;
  bio: readonly string[];
  skills: readonly Skill[];
}

/** The two founders shown on /team: the CEO and the CTO. */
export const team: readonly TeamMember[] = [
  {
    id: "avery-collins",
    name: "Avery Collins",
    designation: "Chief Executive Officer",
    image: "team-avery-collins",
    summary: "Avery founded Northbeam after fifteen years of leading product teams in healthcare and finance.",
    bio: [
      "Avery started out as a developer on hospital scheduling systems and went on to lead product and delivery teams at two fintech companies. In 2004 Avery founded Northbeam Studio with a simple idea: small senior teams, honest estimates and software that keeps working long after launch.",
      "Today Avery works with every new client during discovery, makes sure each project has a clear business goal and a way to measure it, and looks after the studio's culture of mentoring and continuous learning.",
    ],
    skills: [
      { title: "Product Strategy", value: 95 },
      { title: "Client Partnerships", value: 90 },
      { title: "Delivery Management", value: 85 },
    ],
  },
  {
    id: "jordan-rivera",
    name: "Jordan Rivera",
    designation: "Chief Technology Officer",
    image: "team-jordan-rivera",
    summary: "Jordan leads engineering, architecture and security across every Northbeam project.",
    bio: [
      "Jordan has designed distributed systems for logistics, energy and e-commerce companies, from the first prototype to platforms serving millions of requests a day. Before joining Northbeam as co-founder, Jordan was principal engineer at a payments provider.",
      "Jordan sets the studio's engineering standards: typed code, automated tests, accessible interfaces, infrastructure as code and security reviews on every release, and still reviews the architecture of every project personally.",
    ],
    skills: [
      { title: "Software Architecture", value: 95 },
      { title: "Cloud Infrastructure", value: 90 },
      { title: "Application Security", value: 85 },
    ],
  },
];

export const teamMemberPath = (id: string): string => `/team/${id}/`;

/** The static bio page of the earlier site; it shows the first founder. */
export const legacyTeamDetailsPath = "/team-details/";
