import {
  contextAttributes,
  createPass,
  createQuad,
  createStateTarget,
  GpuResources,
  pickStateFormat,
  type Pass,
  type StateTarget,
} from "./gl-setup";
import { displayPixelRatio, dropRadiusToSimulation, dropStrength, laplacianWeights, type RipplePalette } from "./ripple-settings";
import { dropFragmentShader, renderFragmentShader, updateFragmentShader } from "./shaders";
import { SubmergedImage } from "./submerged-image";

export interface RippleEngineOptions {
  resolution: number;
  perturbance: number;
  palette: RipplePalette;
  /** CSS px radius of the occasional ambient drop; no ambient drops when omitted. */
  ambientDropRadius?: number;
  /** Called if the GPU drops the context, so the caller can report the effect as off. */
  onContextLost?: () => void;
  /**
   * The hero image that lies beneath the surface (painted under the canvas by the page):
   * the engine draws it refracted, and shows its canvas only once the image is drawn.
   */
  image?: HTMLImageElement | null;
}

/** What the page needs from the engine; typing against it keeps the class out of the main bundle. */
export interface RippleEngineControls {
  readonly running: boolean;
  start(): void;
  pause(): void;
  drop(x: number, y: number, radius: number, strength: number): void;
  resize(): void;
  destroy(): void;
}

/** Simulation steps run at a fixed 60 Hz so waves travel at the same speed on 120 Hz screens. */
const STEP_MS = 1000 / 60;
const MAX_STEPS_PER_FRAME = 3;
const MAX_QUEUED_DROPS = 16;
const DAMPING = 0.995;
const AMBIENT_MIN_MS = 1800;
const AMBIENT_MAX_MS = 4500;

interface Drop {
  x: number;
  y: number;
  radius: number;
  strength: number;
}

interface Passes {
  update: Pass;
  drop: Pass;
  render: Pass;
}

const canvasStyle: Partial<CSSStyleDeclaration> = {
  position: "absolute",
  inset: "0",
  width: "100%",
  height: "100%",
  display: "block",
  pointerEvents: "none",
  // Faded in on the first frame so the swap from the CSS gradient is invisible.
  opacity: "0",
  transition: "opacity 0.6s ease",
};

/**
 * Two-buffer height-field wave simulation on the GPU, rendered as a refracted backdrop.
 * Owns its canvas, which is only inserted into the container once GPU setup succeeded,
 * so an unsupported browser keeps an empty container.
 */
export class RippleEngine implements RippleEngineControls {
  private read: StateTarget;
  private write: StateTarget;
  private frameId: number | null = null;
  private lastTime = 0;
  private accumulator = 0;
  private nextAmbientAt = 0;
  private queue: Drop[] = [];
  private width = 0;
  private height = 0;
  private shown = false;
  private destroyed = false;
  private readonly image: SubmergedImage | null;

  private constructor(
    private readonly container: HTMLElement,
    private readonly canvas: HTMLCanvasElement,
    private readonly gl: WebGLRenderingContext,
    private readonly resources: GpuResources,
    private readonly passes: Passes,
    private readonly options: RippleEngineOptions,
    targets: [StateTarget, StateTarget],
  ) {
    [this.read, this.write] = targets;
    gl.activeTexture(gl.TEXTURE0);
    this.setStaticUniforms();
    this.image = options.image ? new SubmergedImage(gl, resources, passes.render, options.image, this.handleImageReady) : null;
    canvas.addEventListener("webglcontextlost", this.handleContextLost);
  }

  /** Null when WebGL or float render targets are unavailable; nothing is left behind then. */
  static create(container: HTMLElement, options: RippleEngineOptions): RippleEngine | null {
    const canvas = document.createElement("canvas");
    let gl: WebGLRenderingContext | null;
    try {
      gl = canvas.getContext("webgl", contextAttributes);
    } catch {
      return null;
    }
    if (!gl) return null;

    const resources = new GpuResources(gl);
    try {
      const format = pickStateFormat(gl);
      if (!format) throw new Error("No float or half-float render target");
      const passes: Passes = {
        update: createPass(gl, resources, updateFragmentShader),
        drop: createPass(gl, resources, dropFragmentShader),
        render: createPass(gl, resources, renderFragmentShader),
      };
      const targets: [StateTarget, StateTarget] = [
        createStateTarget(gl, resources, options.resolution, format),
        createStateTarget(gl, resources, options.resolution, format),
      ];
      createQuad(gl, resources);
      const engine = new RippleEngine(container, canvas, gl, resources, passes, options, targets);
      Object.assign(canvas.style, canvasStyle);
      container.appendChild(canvas);
      engine.resize();
      return engine;
    } catch {
      resources.release();
      gl.getExtension("WEBGL_lose_context")?.loseContext();
      return null;
    }
  }

  get running(): boolean {
    return this.frameId !== null;
  }

  start(): void {
    if (this.destroyed || this.frameId !== null || this.gl.isContextLost()) return;
    this.lastTime = performance.now();
    this.accumulator = 0;
    this.scheduleAmbient(this.lastTime);
    this.frameId = requestAnimationFrame(this.tick);
  }

  pause(): void {
    if (this.frameId !== null) cancelAnimationFrame(this.frameId);
    this.frameId = null;
  }

  /**
   * Queues a drop for the next frame. Coordinates are simulation texels (0 to resolution,
   * y up); the radius is in x texels, and the shader keeps the drop round on screen.
   */
  drop(x: number, y: number, radius: number, strength: number): void {
    if (this.destroyed) return;
    if (this.queue.length >= MAX_QUEUED_DROPS) this.queue.shift();
    this.queue.push({ x, y, radius, strength });
  }

  /** Matches the canvas to the container's CSS size; the simulation grid is unaffected. */
  resize(): void {
    if (this.destroyed) return;
    this.width = this.container.clientWidth;
    this.height = this.container.clientHeight;
    const ratio = displayPixelRatio(window.devicePixelRatio);
    const pixelWidth = Math.max(1, Math.round(this.width * ratio));
    const pixelHeight = Math.max(1, Math.round(this.height * ratio));
    if (this.canvas.width !== pixelWidth) this.canvas.width = pixelWidth;
    if (this.canvas.height !== pixelHeight) this.canvas.height = pixelHeight;

    const { gl, passes } = this;
    const [weightX, weightY] = laplacianWeights(this.width, this.height);
    gl.useProgram(passes.update.program);
    gl.uniform2f(passes.update.uniform("u_axisWeight"), weightX, weightY);
    gl.useProgram(passes.drop.program);
    gl.uniform1f(passes.drop.uniform("u_aspect"), this.width > 0 ? this.height / this.width : 1);
    gl.useProgram(passes.render.program);
    gl.uniform2f(passes.render.uniform("u_size"), pixelWidth, pixelHeight);
    this.image?.measure(this.container, this.width > 0 ? pixelWidth / this.width : ratio);
    // Resizing clears the canvas; repaint so a paused effect does not go blank.
    this.render();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.pause();
    this.destroyed = true;
    this.queue = [];
    this.canvas.removeEventListener("webglcontextlost", this.handleContextLost);
    this.image?.detach();
    if (!this.gl.isContextLost()) this.resources.release();
    this.gl.getExtension("WEBGL_lose_context")?.loseContext();
    this.canvas.remove();
  }

  private readonly handleContextLost = (): void => {
    this.pause();
    this.canvas.style.opacity = "0";
    this.options.onContextLost?.();
  };

  private readonly tick = (now: number): void => {
    this.frameId = requestAnimationFrame(this.tick);
    this.accumulator += Math.min(Math.max(0, now - this.lastTime), 250);
    this.lastTime = now;
    if (now >= this.nextAmbientAt) this.ambientDrop(now);
    this.queue.splice(0).forEach((drop) => this.applyDrop(drop));
    let steps = 0;
    while (this.accumulator >= STEP_MS && steps < MAX_STEPS_PER_FRAME) {
      this.simulate(this.passes.update);
      this.accumulator -= STEP_MS;
      steps += 1;
    }
    // After a long stall, skip ahead rather than fast-forwarding the waves.
    if (this.accumulator >= STEP_MS) this.accumulator = 0;
    this.render();
    this.reveal();
  };

  /** The picture arrived: draw it now, even while paused, so the canvas never hides it. */
  private readonly handleImageReady = (): void => {
    this.render();
    if (this.running) this.reveal();
  };

  /** Fades the canvas in over the page's own backdrop and image, once it can draw both. */
  private reveal(): void {
    if (this.shown || (this.image && !this.image.ready)) return;
    this.shown = true;
    this.canvas.style.opacity = "1";
  }

  private setStaticUniforms(): void {
    const { gl, passes, options } = this;
    const { palette, resolution } = options;
    gl.useProgram(passes.update.program);
    gl.uniform1i(passes.update.uniform("u_state"), 0);
    gl.uniform2f(passes.update.uniform("u_texel"), 1 / resolution, 1 / resolution);
    gl.uniform1f(passes.update.uniform("u_damping"), DAMPING);
    gl.useProgram(passes.drop.program);
    gl.uniform1i(passes.drop.uniform("u_state"), 0);
    gl.uniform2f(passes.drop.uniform("u_resolution"), resolution, resolution);
    gl.useProgram(passes.render.program);
    gl.uniform1i(passes.render.uniform("u_state"), 0);
    gl.uniform1f(passes.render.uniform("u_perturbance"), options.perturbance);
    gl.uniform3fv(passes.render.uniform("u_base"), palette.base);
    gl.uniform3fv(passes.render.uniform("u_purple"), palette.purple);
    gl.uniform3fv(passes.render.uniform("u_pink"), palette.pink);
    gl.uniform3fv(passes.render.uniform("u_highlight"), palette.highlight);
    gl.uniform3f(passes.render.uniform("u_alphas"), palette.purpleAlpha, palette.pinkAlpha, palette.highlightAlpha);
  }

  /** Runs a pass from the read state into the write state, then swaps the two (ping-pong). */
  private simulate(pass: Pass, setUniforms?: () => void): void {
    const { gl } = this;
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.write.framebuffer);
    gl.viewport(0, 0, this.options.resolution, this.options.resolution);
    gl.useProgram(pass.program);
    setUniforms?.();
    gl.bindTexture(gl.TEXTURE_2D, this.read.texture);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    [this.read, this.write] = [this.write, this.read];
  }

  private applyDrop({ x, y, radius, strength }: Drop): void {
    const { gl, passes } = this;
    this.simulate(passes.drop, () => {
      gl.uniform2f(passes.drop.uniform("u_center"), x, y);
      gl.uniform1f(passes.drop.uniform("u_radius"), radius);
      gl.uniform1f(passes.drop.uniform("u_strength"), strength);
    });
  }

  private render(): void {
    const { gl, canvas } = this;
    if (this.width === 0 || this.height === 0 || gl.isContextLost()) return;
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.viewport(0, 0, canvas.width, canvas.height);
    gl.useProgram(this.passes.render.program);
    gl.bindTexture(gl.TEXTURE_2D, this.read.texture);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }

  private scheduleAmbient(now: number): void {
    this.nextAmbientAt = now + AMBIENT_MIN_MS + Math.random() * (AMBIENT_MAX_MS - AMBIENT_MIN_MS);
  }

  private ambientDrop(now: number): void {
    this.scheduleAmbient(now);
    const { ambientDropRadius, resolution } = this.options;
    if (ambientDropRadius === undefined || this.width === 0) return;
    const radiusPx = ambientDropRadius * (0.75 + Math.random() * 0.75);
    this.drop(
      Math.random() * resolution,
      Math.random() * resolution,
      dropRadiusToSimulation(radiusPx, this.width, resolution),
      dropStrength.ambient * (0.5 + Math.random() * 0.5),
    );
  }
}

export const createRippleEngine = (container: HTMLElement, options: RippleEngineOptions): RippleEngineControls | null =>
  RippleEngine.create(container, options);
