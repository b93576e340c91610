import type { IconName } from "../components/ui/Icon";

export const homeHero = {
  miniTitle: "US Based Development Agency",
  title: "Building Tomorrow's Web, Today.",
  subTitle:
    "We design, build and run web platforms, custom software and mobile apps for companies that cannot afford to stand still.",
  anchorLabel: "Explore our services",
  anchorTarget: "service",
  imageAlt: "A web app's analytics dashboard beside its phone app and a panel of code, seen through rippling water",
} as const;

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

export const whoWeAre = {
  title: "Who We Are",
  subTitle:
    "A senior team of engineers and designers who have shipped software for startups, hospitals, banks and public agencies since 2004.",
  features: [
    {
      icon: "layers",
      title: "Scalable Architecture",
      text: "Systems designed to grow from the first hundred users to the first million without a rewrite.",
    },
    {
      icon: "shield",
      title: "Enhanced Security",
      text: "Threat modelling, dependency hygiene and least-privilege access are part of every sprint, not an afterthought.",
    },
    {
      icon: "gear",
      title: "Automated Workflows",
      text: "Continuous integration, automated tests and one-click deploys so releases are boring and frequent.",
    },
  ] satisfies Feature[],
} as const;

export const homeCallToAction = {
  title: "Is there a specific project or goal that you have in mind?",
  buttonText: "Contact Us",
  buttonUrl: "/contact/",
} as const;
