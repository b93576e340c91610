export interface Counter {
  title: string;
  number: string;
}

/** Home page key figures. */
export const homeCounters: readonly Counter[] = [
  { title: "Weekly Views", number: "22k" },
  { title: "Global Outreach", number: "632k+" },
  { title: "Years of Experience", number: "20+" },
];

/** The business counters, shown on the about and tech-startup pages. */
export const businessCounters: readonly Counter[] = [
  { title: "Happy Customers", number: "22k" },
  { title: "Work's Completed", number: "15k" },
  { title: "Skilled Team Members", number: "121" },
  { title: "Most Valuable Awards", number: "15" },
];
