import type { IconCard } from "../features/carousel/IconCardSlider";
import { servicePath } from "./service-names";
import { services } from "./services";

/** The services as icon cards for the sliders. */
export const serviceCards: readonly IconCard[] = services.map((service) => ({
  icon: service.icon,
  title: service.title,
  subTitle: service.subTitle,
  btnText: "Learn more",
  btnUrl: servicePath(service.id),
}));
