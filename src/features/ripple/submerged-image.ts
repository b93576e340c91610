import { createPictureTexture, type GpuResources, type Pass } from "./gl-setup";

/** The texture unit of the picture; unit 0 holds the simulation state. */
const PICTURE_UNIT = 1;

/**
 * The hero image as the render pass sees it: the page's own <img> (whatever source the
 * browser picked from its srcset) uploaded as a texture, and its box on the canvas, so the
 * water refracts the image exactly where the page lays it out. Until the image has loaded
 * the pass draws the backdrop alone and `ready` is false.
 */
export class SubmergedImage {
  private ready_ = false;
  private readonly texture: WebGLTexture;

  constructor(
    private readonly gl: WebGLRenderingContext,
    resources: GpuResources,
    private readonly render: Pass,
    private readonly image: HTMLImageElement,
    private readonly onReady: () => void,
  ) {
    gl.activeTexture(gl.TEXTURE0 + PICTURE_UNIT);
    this.texture = createPictureTexture(gl, resources);
    gl.activeTexture(gl.TEXTURE0);
    gl.useProgram(render.program);
    gl.uniform1i(render.uniform("u_image"), PICTURE_UNIT);
    gl.uniform1f(render.uniform("u_imageShown"), 0);
    if (image.complete && image.naturalWidth > 0) this.upload();
    else image.addEventListener("load", this.upload, { once: true });
  }

  get ready(): boolean {
    return this.ready_;
  }

  /**
   * Places the image on the canvas: `container` is the element the canvas fills and
   * `pixelRatio` the canvas pixels per CSS pixel. Called on every resize.
   */
  measure(container: HTMLElement, pixelRatio: number): void {
    const box = container.getBoundingClientRect();
    const picture = this.image.getBoundingClientRect();
    const wrapper = this.image.closest<HTMLElement>("[data-gatsby-image-wrapper]") ?? this.image;
    const radius = Number.parseFloat(getComputedStyle(wrapper).borderTopLeftRadius) || 0;
    const { gl, render } = this;
    gl.useProgram(render.program);
    gl.uniform4f(
      render.uniform("u_imageRect"),
      (picture.left - box.left) * pixelRatio,
      (box.bottom - picture.bottom) * pixelRatio,
      (picture.right - box.left) * pixelRatio,
      (box.bottom - picture.top) * pixelRatio,
    );
    gl.uniform1f(render.uniform("u_imageRadius"), radius * pixelRatio);
  }

  detach(): void {
    this.image.removeEventListener("load", this.upload);
  }

  private readonly upload = (): void => {
    const { gl, render } = this;
    if (gl.isContextLost()) return;
    gl.activeTexture(gl.TEXTURE0 + PICTURE_UNIT);
    gl.bindTexture(gl.TEXTURE_2D, this.texture);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, this.image);
    gl.activeTexture(gl.TEXTURE0);
    gl.useProgram(render.program);
    gl.uniform1f(render.uniform("u_imageShown"), 1);
    this.ready_ = true;
    this.onReady();
  };
}
