/**
 * GLSL ES 1.00 sources for the ripple effect. Every pass draws one full-screen quad;
 * `v_uv` runs 0..1 with y up, matching the simulation texture.
 *
 * State texel layout: r = height, g = vertical velocity, ba = x/y of the surface normal
 * (stored by the update pass so the render pass needs a single texture fetch).
 */

/** Heights are small differences of small numbers: ask for highp where the GPU has it. */
const fragmentPrecision = `#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif`;

export const quadVertexShader = `
attribute vec2 a_position;
varying vec2 v_uv;
void main() {
  v_uv = a_position * 0.5 + 0.5;
  gl_Position = vec4(a_position, 0.0, 1.0);
}
`;

/**
 * One step of the damped wave equation, integrated explicitly: each texel accelerates
 * toward the weighted mean of its four neighbours. A factor of 2 would be the stability
 * limit; 1.6 keeps a margin for half-float rounding. Only velocity is damped: a leftover
 * uniform height has no slope, so it neither refracts nor needs to decay.
 */
export const updateFragmentShader = `
${fragmentPrecision}
uniform sampler2D u_state;
uniform vec2 u_texel;
uniform vec2 u_axisWeight;
uniform float u_damping;
varying vec2 v_uv;

void main() {
  vec4 state = texture2D(u_state, v_uv);
  float left = texture2D(u_state, v_uv - vec2(u_texel.x, 0.0)).r;
  float right = texture2D(u_state, v_uv + vec2(u_texel.x, 0.0)).r;
  float down = texture2D(u_state, v_uv - vec2(0.0, u_texel.y)).r;
  float up = texture2D(u_state, v_uv + vec2(0.0, u_texel.y)).r;

  float neighbourMean = 0.5 * (u_axisWeight.x * (left + right) + u_axisWeight.y * (down + up));
  float velocity = (state.g + (neighbourMean - state.r) * 1.6) * u_damping;
  float height = state.r + velocity;

  vec3 normal = normalize(vec3(left - right, down - up, 2.0 * u_texel.x));
  gl_FragColor = vec4(height, velocity, normal.xy);
}
`;

/** Adds a smooth round bump to the height field; distances are in x texels, y aspect-corrected. */
export const dropFragmentShader = `
${fragmentPrecision}
const float PI = 3.141592653589793;
uniform sampler2D u_state;
uniform vec2 u_center;
uniform float u_radius;
uniform float u_strength;
uniform vec2 u_resolution;
uniform float u_aspect;
varying vec2 v_uv;

void main() {
  vec4 state = texture2D(u_state, v_uv);
  vec2 delta = (v_uv * u_resolution - u_center) * vec2(1.0, u_aspect);
  float reach = max(0.0, 1.0 - length(delta) / u_radius);
  state.r += (0.5 - 0.5 * cos(reach * PI)) * u_strength;
  gl_FragColor = state;
}
`;

/**
 * Draws the Hero's background (page colour, purple glow bottom-left, pink glow top-right,
 * the same circle-farthest-corner gradients as its CSS) and the hero image lying beneath
 * the surface, at a position displaced by the surface normal, then lifts wave fronts that
 * face the light with a faint highlight. The image's box (`u_imageRect`: left, bottom,
 * right, top) and corner radius are in canvas pixels, y up; `u_imageShown` is 0 until its
 * texture is uploaded.
 */
export const renderFragmentShader = `
${fragmentPrecision}
uniform sampler2D u_state;
uniform vec2 u_size;
uniform float u_perturbance;
uniform vec3 u_base;
uniform vec3 u_purple;
uniform vec3 u_pink;
uniform vec3 u_highlight;
uniform vec3 u_alphas;
uniform sampler2D u_image;
uniform vec4 u_imageRect;
uniform float u_imageRadius;
uniform float u_imageShown;
varying vec2 v_uv;

float glow(vec2 point, vec2 cssCenter, float stop) {
  vec2 center = vec2(cssCenter.x, 1.0 - cssCenter.y) * u_size;
  float farthestCorner = length(max(center, u_size - center));
  return clamp(1.0 - distance(point, center) / (farthestCorner * stop), 0.0, 1.0);
}

vec3 backdrop(vec2 uv) {
  vec2 point = uv * u_size;
  vec3 color = mix(u_base, u_purple, u_alphas.x * glow(point, vec2(0.10, 0.80), 0.50));
  return mix(color, u_pink, u_alphas.y * glow(point, vec2(0.85, 0.20), 0.45));
}

/** 1 inside the rounded box, 0 outside, with a one-pixel antialiased edge. */
float insideImage(vec2 point) {
  vec2 center = 0.5 * (u_imageRect.xy + u_imageRect.zw);
  vec2 halfSize = 0.5 * (u_imageRect.zw - u_imageRect.xy);
  vec2 corner = abs(point - center) - halfSize + u_imageRadius;
  float distanceOut = length(max(corner, 0.0)) + min(max(corner.x, corner.y), 0.0) - u_imageRadius;
  return clamp(0.5 - distanceOut, 0.0, 1.0);
}

vec3 scene(vec2 uv) {
  vec3 color = backdrop(uv);
  if (u_imageShown < 0.5) return color;
  vec2 point = uv * u_size;
  vec2 local = (point - u_imageRect.xy) / (u_imageRect.zw - u_imageRect.xy);
  vec3 picture = texture2D(u_image, vec2(local.x, 1.0 - local.y)).rgb;
  return mix(color, picture, insideImage(point));
}

void main() {
  vec2 normal = texture2D(u_state, v_uv).ba;
  vec3 color = scene(v_uv + normal * u_perturbance);
  vec3 surface = vec3(normal, sqrt(max(0.0, 1.0 - dot(normal, normal))));
  float facing = max(0.0, dot(surface, normalize(vec3(-0.5, 0.6, 1.0))) - 0.85);
  color = mix(color, u_highlight, u_alphas.z * clamp(facing * 6.0, 0.0, 1.0));
  gl_FragColor = vec4(color, 1.0);
}
`;
