export interface PortfolioItem {
  title: string;
  /** What kind of work it was, shown above the title. */
  category: string;
  /** Name of the image in src/images/art (without extension). */
  imgUrl: string;
  /** Description of the image for people who cannot see it. */
  imgAlt: string;
  href: string;
  btnText: string;
}

/** The case study every 'See Project' button opens. */
export const caseStudyPath = "/portfolio/portfolio-details/";
/** The earlier site's second address of the same page. */
export const legacyCaseStudyPath = "/portfolio-details/";

const project = (title: string, category: string, imgUrl: string, imgAlt: string): PortfolioItem => ({
  title,
  category,
  imgUrl,
  imgAlt,
  href: caseStudyPath,
  btnText: "See Project",
});

export const portfolioTitle = "We have completed a series of noteworthy projects";

/** The eight project cards of the portfolio grid. */
export const portfolio: readonly PortfolioItem[] = [
  project(
    "Clinic Operations Dashboard",
    "Custom Software",
    "portfolio-clinic-dashboard",
    "Dashboard with a navigation panel and a bar chart of weekly appointments",
  ),
  project(
    "Fleet Tracking Platform",
    "Systems Integration",
    "portfolio-fleet-network",
    "Network diagram of connected vehicles and depots",
  ),
  project(
    "Outdoor Gear Online Store",
    "Web Development",
    "portfolio-retail-store",
    "Online shop page with a grid of product tiles",
  ),
  project(
    "Credit Union Mobile Banking",
    "Mobile App",
    "portfolio-banking-app",
    "Three phone screens of a banking app with account cards",
  ),
  project(
    "Energy Usage Analytics",
    "Custom Software",
    "portfolio-energy-analytics",
    "Analytics screen with two line charts and a progress ring",
  ),
  project(
    "Online Learning Platform",
    "UI/UX Design",
    "portfolio-learning-platform",
    "Course page design with a colour palette and interface shapes",
  ),
  project(
    "Warehouse and ERP Integration",
    "Systems Integration",
    "portfolio-logistics-integration",
    "Diagram of warehouse systems linked to an ERP",
  ),
  project("Travel Booking App", "Mobile App", "portfolio-travel-booking", "Three phone screens of a trip booking app"),
];

/** The case study behind /portfolio/portfolio-details. */
export const caseStudy = {
  title: "Clinic Operations Dashboard",
  client: "Lakeside Family Health, a network of 14 clinics",
  category: "Custom Software",
  duration: "7 months",
  image: "portfolio-clinic-dashboard",
  imageAlt: "Dashboard with a navigation panel and a bar chart of weekly appointments",
  summary:
    "Lakeside ran appointments, staff rotas and room bookings across three tools and a shared spreadsheet. We replaced them with one operations dashboard that shows each clinic's day at a glance.",
  sections: [
    {
      title: "The challenge",
      text: "Front-desk staff re-typed every booking into two systems, double bookings were discovered only when patients arrived, and managers waited a week for utilisation reports assembled by hand.",
    },
    {
      title: "What we did",
      text: "After two weeks of shadowing front-desk teams we built a web application on the clinics' existing scheduling API, added real-time room and staff availability, and replaced the weekly spreadsheet with live utilisation reports. Releases went out every two weeks to a pilot clinic before rolling out to all fourteen.",
    },
    {
      title: "The outcome",
      text: "Double bookings fell to almost zero, front-desk staff save about six hours a week per clinic, and managers now plan rotas from live data. The clinics' own IT team maintains the system with our documentation and tests.",
    },
  ],
  results: [
    { title: "Hours saved per clinic each week", number: "6" },
    { title: "Fewer double bookings", number: "97%" },
    { title: "Clinics rolled out", number: "14" },
  ],
} as const;
