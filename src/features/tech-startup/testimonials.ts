export interface Testimonial {
  text: string;
  avatarName: string;
  avatarDesignation: string;
}

/** Client quotes for the testimonial slider. */
export const testimonials: readonly Testimonial[] = [
  {
    text: "Northbeam rebuilt our patient booking portal in twelve weeks. Page loads dropped from six seconds to under one, and calls to our front desk about online booking fell by a third in the first month.",
    avatarName: "Dana Whitfield",
    avatarDesignation: "Director of Digital, Lakeshore Family Clinics",
  },
  {
    text: "They asked better questions about our warehouse process than some of our own managers. The inventory tool they built replaced four spreadsheets, and the team actually enjoys using it.",
    avatarName: "Marcus Okafor",
    avatarDesignation: "Operations Manager, Redline Supply Co.",
  },
  {
    text: "We came to them with a half-finished app from another vendor. They audited the code honestly, kept what was solid, and shipped to both app stores two months later without drama.",
    avatarName: "Priya Raman",
    avatarDesignation: "Co-founder and CEO, Tandem Fitness",
  },
  {
    text: "The fortnightly demos kept our board informed without any extra work from me. When a payment provider changed its API overnight, they had a fix in production before our customers noticed.",
    avatarName: "Tom Halvorsen",
    avatarDesignation: "CTO, Brightpath Lending",
  },
];
