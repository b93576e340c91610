import { createRippleEngine, type RippleEngineOptions } from "../ripple-engine";
import { ripplePalette } from "../ripple-settings";

const HALF_FLOAT_OES = 0x8d61;

interface FakeGlOptions {
  float?: boolean;
  halfFloat?: boolean;
  renderable?: boolean;
}

/**
 * A WebGL context that records calls: methods are jest mocks created on first use,
 * constants are distinct numbers, and the few queries the engine branches on answer
 * as a capable GPU would unless told otherwise.
 */
const createFakeGl = ({ float = true, halfFloat = true, renderable = true }: FakeGlOptions = {}) => {
  const loseContext = jest.fn();
  const extensions: Record<string, object> = { WEBGL_lose_context: { loseContext } };
  if (float) extensions.OES_texture_float = {};
  if (halfFloat) extensions.OES_texture_half_float = { HALF_FLOAT_OES };
  let nextId = 0;
  const handle = (kind: string) => () => ({ kind, id: (nextId += 1) });
  const constants = new Map<string, number>();
  const members: Record<string, unknown> = {
    getExtension: jest.fn((name: string) => extensions[name] ?? null),
    createTexture: jest.fn(handle("texture")),
    createFramebuffer: jest.fn(handle("framebuffer")),
    createBuffer: jest.fn(handle("buffer")),
    createProgram: jest.fn(handle("program")),
    createShader: jest.fn(handle("shader")),
    getUniformLocation: jest.fn(handle("uniform")),
    getShaderParameter: jest.fn(() => true),
    getProgramParameter: jest.fn(() => true),
    isContextLost: jest.fn(() => false),
  };
  const gl: Record<string, unknown> = new Proxy(members, {
    get(target, property) {
      if (typeof property !== "string") return undefined;
      if (/^[A-Z0-9_]+$/.test(property)) {
        if (!constants.has(property)) constants.set(property, 0x1000 + constants.size);
        return constants.get(property);
      }
      target[property] ??= jest.fn();
      return target[property];
    },
  });
  members.checkFramebufferStatus = jest.fn(() => (renderable ? gl.FRAMEBUFFER_COMPLETE : 0));
  const mock = (name: string) => gl[name] as jest.Mock;
  const created = (name: string) => mock(name).mock.results.map((result) => result.value as unknown);
  const deleted = (name: string) => mock(name).mock.calls.map(([object]) => object as unknown);
  return { context: gl as unknown as WebGLRenderingContext, gl, mock, created, deleted, loseContext };
};

const options: RippleEngineOptions = { resolution: 256, perturbance: 0.03, palette: ripplePalette("dark") };

const useContext = (context: WebGLRenderingContext | null) =>
  jest
    .spyOn(HTMLCanvasElement.prototype, "getContext")
    .mockImplementation((() => context) as unknown as HTMLCanvasElement["getContext"]);

const makeContainer = (width = 1280, height = 640): HTMLElement => {
  const container = document.createElement("div");
  Object.defineProperty(container, "clientWidth", { value: width });
  Object.defineProperty(container, "clientHeight", { value: height });
  document.body.appendChild(container);
  return container;
};

let frames: Map<number, FrameRequestCallback>;

beforeEach(() => {
  frames = new Map();
  let nextFrame = 0;
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    nextFrame += 1;
    frames.set(nextFrame, callback);
    return nextFrame;
  });
  jest.spyOn(window, "cancelAnimationFrame").mockImplementation((id) => {
    frames.delete(id);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

const runFrame = (time: number) => {
  const pending = [...frames.values()];
  frames.clear();
  pending.forEach((callback) => callback(time));
};

describe("RippleEngine.create", () => {
  it("returns null and leaves the container empty without WebGL", () => {
    useContext(null);
    const container = makeContainer();
    expect(createRippleEngine(container, options)).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it("inserts an absolutely positioned, non-interactive canvas sized with a pixel ratio capped at 2", () => {
    const fake = createFakeGl();
    useContext(fake.context);
    Object.defineProperty(window, "devicePixelRatio", { value: 3, configurable: true });
    const container = makeContainer(1280, 640);
    expect(createRippleEngine(container, options)).not.toBeNull();
    const canvas = container.querySelector("canvas");
    expect(canvas).not.toBeNull();
    expect(canvas).toHaveStyle({ position: "absolute", pointerEvents: "none" });
    expect(canvas?.width).toBe(2560);
    expect(canvas?.height).toBe(1280);
    Object.defineProperty(window, "devicePixelRatio", { value: 1, configurable: true });
  });

  it("keeps the simulation at its resolution in float textures", () => {
    const fake = createFakeGl();
    useContext(fake.context);
    createRippleEngine(makeContainer(), options);
    const stateUploads = fake.mock("texImage2D").mock.calls.filter((call) => call[3] === 256);
    expect(stateUploads).toHaveLength(2);
    expect(stateUploads.every((call) => call[4] === 256 && call[7] === fake.gl.FLOAT)).toBe(true);
  });

  it("falls back to half-float textures", () => {
    const fake = createFakeGl({ float: false });
    useContext(fake.context);
    expect(createRippleEngine(makeContainer(), options)).not.toBeNull();
    const stateUploads = fake.mock("texImage2D").mock.calls.filter((call) => call[3] === 256);
    expect(stateUploads.every((call) => call[7] === HALF_FLOAT_OES)).toBe(true);
  });

  it("gives up cleanly when no float render target is supported", () => {
    const fake = createFakeGl({ renderable: false });
    useContext(fake.context);
    const container = makeContainer();
    expect(createRippleEngine(container, options)).toBeNull();
    expect(container).toBeEmptyDOMElement();
    expect(fake.deleted("deleteTexture")).toEqual(fake.created("createTexture"));
    expect(fake.loseContext).toHaveBeenCalled();
  });
});

describe("RippleEngine lifecycle", () => {
  it("runs frames only between start and pause", () => {
    const fake = createFakeGl();
    useContext(fake.context);
    const engine = createRippleEngine(makeContainer(), options);
    expect(engine?.running).toBe(false);
    engine?.start();
    expect(engine?.running).toBe(true);
    runFrame(performance.now() + 20);
    expect(fake.mock("drawArrays")).toHaveBeenCalled();
    expect(frames.size).toBe(1);
    engine?.pause();
    expect(engine?.running).toBe(false);
    expect(frames.size).toBe(0);
  });

  it("applies queued drops in simulation texels on the next frame", () => {
    const fake = createFakeGl();
    useContext(fake.context);
    const engine = createRippleEngine(makeContainer(), options);
    engine?.start();
    engine?.drop(64, 200, 4, 0.05);
    runFrame(performance.now() + 1);
    expect(fake.mock("uniform2f")).toHaveBeenCalledWith(expect.anything(), 64, 200);
    expect(fake.mock("uniform1f")).toHaveBeenCalledWith(expect.anything(), 4);
    expect(fake.mock("uniform1f")).toHaveBeenCalledWith(expect.anything(), 0.05);
  });

  it("releases every GPU object, loses the context and removes the canvas on destroy", () => {
    const fake = createFakeGl();
    useContext(fake.context);
    const container = makeContainer();
    const engine = createRippleEngine(container, options);
    engine?.start();
    engine?.destroy();

    expect(window.cancelAnimationFrame).toHaveBeenCalled();
    expect(frames.size).toBe(0);
    expect(fake.created("createTexture").length).toBeGreaterThanOrEqual(2);
    expect(fake.deleted("deleteTexture")).toEqual(expect.arrayContaining(fake.created("createTexture")));
    expect(fake.deleted("deleteFramebuffer")).toEqual(expect.arrayContaining(fake.created("createFramebuffer")));
    expect(fake.deleted("deleteBuffer")).toEqual(fake.created("createBuffer"));
    expect(fake.deleted("deleteProgram")).toEqual(fake.created("createProgram"));
    expect(fake.deleted("deleteProgram")).toHaveLength(3);
    expect(fake.deleted("deleteShader")).toEqual(fake.created("createShader"));
    expect(fake.loseContext).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();

    engine?.destroy();
    engine?.start();
    expect(fake.loseContext).toHaveBeenCalledTimes(1);
    expect(frames.size).toBe(0);
  });
});

describe("the image beneath the surface", () => {
  const rect = (left: number, top: number, width: number, height: number) =>
    ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;

  const heroImage = (loaded: boolean) => {
    const wrapper = document.createElement("div");
    wrapper.setAttribute("data-gatsby-image-wrapper", "");
    wrapper.style.borderTopLeftRadius = "24px";
    const image = document.createElement("img");
    Object.defineProperty(image, "complete", { value: loaded, configurable: true });
    Object.defineProperty(image, "naturalWidth", { value: loaded ? 560 : 0, configurable: true });
    image.getBoundingClientRect = () => rect(700, 100, 500, 400);
    wrapper.appendChild(image);
    document.body.appendChild(wrapper);
    return image;
  };

  const imageUploads = (fake: ReturnType<typeof createFakeGl>, image: HTMLImageElement) =>
    fake.mock("texImage2D").mock.calls.filter((call) => call[5] === image);

  it("uploads the page's loaded image and places it on the canvas in pixels, y up, with its corner radius", () => {
    const fake = createFakeGl();
    useContext(fake.context);
    const container = makeContainer(1280, 640);
    container.getBoundingClientRect = () => rect(0, 0, 1280, 640);
    const image = heroImage(true);
    createRippleEngine(container, { ...options, image });
    expect(imageUploads(fake, image)).toHaveLength(1);
    // left 700, bottom 640 - 500 = 140, right 1200, top 640 - 100 = 540 (pixel ratio 1)
    expect(fake.mock("uniform4f")).toHaveBeenCalledWith(expect.anything(), 700, 140, 1200, 540);
    expect(fake.mock("uniform1f")).toHaveBeenCalledWith(expect.anything(), 24);
  });

  it("keeps its canvas invisible until the image has arrived, then draws and shows it", () => {
    const fake = createFakeGl();
    useContext(fake.context);
    const container = makeContainer();
    const image = heroImage(false);
    const engine = createRippleEngine(container, { ...options, image });
    engine?.start();
    runFrame(16);
    const canvas = container.querySelector("canvas");
    expect(imageUploads(fake, image)).toHaveLength(0);
    expect(canvas?.style.opacity).toBe("0");
    image.dispatchEvent(new Event("load"));
    expect(imageUploads(fake, image)).toHaveLength(1);
    expect(canvas?.style.opacity).toBe("1");
  });

  it("stops waiting for the image once destroyed", () => {
    const fake = createFakeGl();
    useContext(fake.context);
    const image = heroImage(false);
    const engine = createRippleEngine(makeContainer(), { ...options, image });
    engine?.destroy();
    image.dispatchEvent(new Event("load"));
    expect(imageUploads(fake, image)).toHaveLength(0);
  });
});
