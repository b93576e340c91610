/**
 * WebGL plumbing for the ripple engine: GPU object bookkeeping, shader programs, state
 * textures and the float render-target probe.
 */

import { quadVertexShader } from "./shaders";

export interface Pass {
  program: WebGLProgram;
  uniform: (name: string) => WebGLUniformLocation | null;
}

/** Everything allocated on the GPU, so teardown (and a failed setup) can free all of it. */
export class GpuResources {
  readonly textures: WebGLTexture[] = [];
  readonly framebuffers: WebGLFramebuffer[] = [];
  readonly buffers: WebGLBuffer[] = [];
  readonly programs: WebGLProgram[] = [];

  constructor(private readonly gl: WebGLRenderingContext) {}

  release(): void {
    const { gl } = this;
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.bindTexture(gl.TEXTURE_2D, null);
    gl.bindBuffer(gl.ARRAY_BUFFER, null);
    gl.useProgram(null);
    this.framebuffers.splice(0).forEach((framebuffer) => gl.deleteFramebuffer(framebuffer));
    this.textures.splice(0).forEach((texture) => gl.deleteTexture(texture));
    this.buffers.splice(0).forEach((buffer) => gl.deleteBuffer(buffer));
    this.programs.splice(0).forEach((program) => gl.deleteProgram(program));
  }
}

const required = <T>(value: T | null, what: string): T => {
  if (value === null) throw new Error(`WebGL could not create ${what}`);
  return value;
};

const compile = (gl: WebGLRenderingContext, type: number, source: string): WebGLShader => {
  const shader = required(gl.createShader(type), "a shader");
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) {
    const log = gl.getShaderInfoLog(shader);
    gl.deleteShader(shader);
    throw new Error(`Ripple shader failed to compile: ${log ?? ""}`);
  }
  return shader;
};

export const createPass = (gl: WebGLRenderingContext, resources: GpuResources, fragmentSource: string): Pass => {
  const program = required(gl.createProgram(), "a program");
  resources.programs.push(program);
  const vertex = compile(gl, gl.VERTEX_SHADER, quadVertexShader);
  const fragment = compile(gl, gl.FRAGMENT_SHADER, fragmentSource);
  gl.attachShader(program, vertex);
  gl.attachShader(program, fragment);
  // Every pass shares the one quad buffer bound to attribute 0.
  gl.bindAttribLocation(program, 0, "a_position");
  gl.linkProgram(program);
  // Shaders are only flagged here; the driver frees them with their program.
  gl.deleteShader(vertex);
  gl.deleteShader(fragment);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
    throw new Error(`Ripple program failed to link: ${gl.getProgramInfoLog(program) ?? ""}`);
  }
  const locations = new Map<string, WebGLUniformLocation | null>();
  return {
    program,
    uniform: (name) => {
      if (!locations.has(name)) locations.set(name, gl.getUniformLocation(program, name));
      return locations.get(name) ?? null;
    },
  };
};

const createStateTexture = (gl: WebGLRenderingContext, size: number, type: number, filter: number): WebGLTexture => {
  const texture = required(gl.createTexture(), "a texture");
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, filter);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, filter);
  // Clamping makes the edges reflect waves instead of wrapping them to the other side.
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, size, size, 0, gl.RGBA, type, null);
  return texture;
};

const createTarget = (gl: WebGLRenderingContext, texture: WebGLTexture): WebGLFramebuffer => {
  const framebuffer = required(gl.createFramebuffer(), "a framebuffer");
  gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
  gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, texture, 0);
  return framebuffer;
};

export interface StateFormat {
  type: number;
  filter: number;
}

const isRenderable = (gl: WebGLRenderingContext, type: number): boolean => {
  const probe = new GpuResources(gl);
  try {
    const texture = createStateTexture(gl, 4, type, gl.NEAREST);
    probe.textures.push(texture);
    probe.framebuffers.push(createTarget(gl, texture));
    return gl.checkFramebufferStatus(gl.FRAMEBUFFER) === gl.FRAMEBUFFER_COMPLETE;
  } catch {
    return false;
  } finally {
    probe.release();
  }
};

/**
 * Float, else half-float render targets. Where neither renders (rare: very old mobile
 * GPUs) the effect is simply skipped: packing heights into UNSIGNED_BYTE would double the
 * shader work for a purely decorative layer, and the Hero's CSS gradient stays in place.
 * Linear filtering only smooths the displayed surface; nearest still works without it.
 */
export const pickStateFormat = (gl: WebGLRenderingContext): StateFormat | null => {
  const filterFor = (linearExtension: string) => (gl.getExtension(linearExtension) ? gl.LINEAR : gl.NEAREST);
  if (gl.getExtension("OES_texture_float")) {
    gl.getExtension("WEBGL_color_buffer_float");
    if (isRenderable(gl, gl.FLOAT)) return { type: gl.FLOAT, filter: filterFor("OES_texture_float_linear") };
  }
  const halfFloat = gl.getExtension("OES_texture_half_float");
  if (halfFloat) {
    gl.getExtension("EXT_color_buffer_half_float");
    if (isRenderable(gl, halfFloat.HALF_FLOAT_OES)) {
      return { type: halfFloat.HALF_FLOAT_OES, filter: filterFor("OES_texture_half_float_linear") };
    }
  }
  return null;
};

/** An empty RGBA texture for a picture: smooth when scaled, never repeated past its edges. */
export const createPictureTexture = (gl: WebGLRenderingContext, resources: GpuResources): WebGLTexture => {
  const texture = required(gl.createTexture(), "a texture");
  resources.textures.push(texture);
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  return texture;
};

/** A texture holding one simulation state, and the framebuffer that renders into it. */
export interface StateTarget {
  texture: WebGLTexture;
  framebuffer: WebGLFramebuffer;
}

export const createStateTarget = (
  gl: WebGLRenderingContext,
  resources: GpuResources,
  size: number,
  format: StateFormat,
): StateTarget => {
  const texture = createStateTexture(gl, size, format.type, format.filter);
  resources.textures.push(texture);
  const framebuffer = createTarget(gl, texture);
  resources.framebuffers.push(framebuffer);
  return { texture, framebuffer };
};

/** One quad covering the viewport, bound to attribute 0 for every pass. */
export const createQuad = (gl: WebGLRenderingContext, resources: GpuResources): void => {
  const quad = required(gl.createBuffer(), "a buffer");
  resources.buffers.push(quad);
  gl.bindBuffer(gl.ARRAY_BUFFER, quad);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
};

/** Opaque, no depth or antialiasing: the canvas is a flat full-bleed backdrop. */
export const contextAttributes: WebGLContextAttributes = {
  alpha: false,
  antialias: false,
  depth: false,
  stencil: false,
  premultipliedAlpha: false,
  preserveDrawingBuffer: false,
  powerPreference: "low-power",
};
