export interface FaqItem {
  title: string;
  content: string;
}

/** The seven questions of the home page FAQ. */
export const faq: readonly FaqItem[] = [
  {
    title: "What services does your agency offer?",
    content:
      "We build websites and web applications, custom business software and iOS and Android apps, and we offer UI/UX design and systems integration consulting. Most clients start with one of these and stay with us for the whole product life cycle.",
  },
  {
    title: "How do you keep our application and data secure?",
    content:
      "Security is part of our definition of done: we threat-model new features, keep dependencies patched, encrypt data in transit and at rest, grant least-privilege access, and run automated security checks on every change. We are happy to work within your compliance requirements.",
  },
  {
    title: "Can the software you build handle high traffic?",
    content:
      "Yes. We pre-render what can be pre-rendered, cache aggressively at the edge and design back ends that scale horizontally. Before launch we load-test against the traffic you expect, plus a generous margin.",
  },
  {
    title: "What does your development process look like?",
    content:
      "We start with a short discovery phase to agree on goals and scope, then work in two-week sprints with a demo at the end of each. You always have a working build to try, a shared backlog and a direct line to the engineers.",
  },
  {
    title: "How do you estimate timelines and budgets?",
    content:
      "After discovery we break the work into features, estimate each one with the engineers who will build it, and give you a range rather than a single number. Fixed-price phases are available for well-defined scopes.",
  },
  {
    title: "Can you integrate with the systems we already use?",
    content:
      "Almost always. We have connected CRMs, ERPs, payment providers, identity providers and data warehouses through their APIs, webhooks or file exchanges, and we document every integration we build.",
  },
  {
    title: "Do you offer support after launch?",
    content:
      "Yes. Every project includes a warranty period, and our support plans cover monitoring, security updates, bug fixes and ongoing improvements with agreed response times.",
  },
];
