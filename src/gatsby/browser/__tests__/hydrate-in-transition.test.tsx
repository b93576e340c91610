import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import React, { useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateInTransition } from "../hydrate-in-transition";

const Counter = () => {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
};

const Page = () => (
  <div id="gatsby-focus-wrapper">
    <Counter />
  </div>
);

const mountContainer = (html: string) => {
  const container = document.createElement("div");
  container.id = "___gatsby";
  container.innerHTML = html;
  document.body.append(container);
  return container;
};

afterEach(() => {
  document.body.innerHTML = "";
});

describe("hydrateInTransition", () => {
  it("hydrates the pre-built markup in place and makes it interactive", async () => {
    const container = mountContainer(renderToString(<Page />));
    const prebuiltButton = screen.getByRole("button");
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});

    await act(async () => hydrateInTransition(<Page />, container));
    await waitFor(() => {
      fireEvent.click(screen.getByRole("button"));
      expect(screen.getByRole("button")).toHaveTextContent("Clicked 1 times");
    });

    expect(screen.getByRole("button")).toBe(prebuiltButton);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("answers a click that arrives before hydration has finished", async () => {
    const container = mountContainer(renderToString(<Page />));

    hydrateInTransition(<Page />, container);
    fireEvent.click(screen.getByRole("button"));

    await act(async () => {});
    expect(screen.getByRole("button")).toHaveTextContent("Clicked 1 times");
  });

  it("renders from scratch when the page was not pre-built (client-only page)", async () => {
    const container = mountContainer('<div id="gatsby-focus-wrapper"></div>');

    await act(async () => hydrateInTransition(<Page />, container));

    expect(await screen.findByRole("button")).toHaveTextContent("Clicked 0 times");
  });
});
