import { expect, type Page } from "@playwright/test";

/** The fleet map: the canvas, its side list of pins and the counts per status. */
export class MapPage {
  constructor(readonly page: Page) {}

  canvas() {
    return this.page.getByTestId("map-canvas");
  }

  rows() {
    return this.page.getByTestId("map-list-row");
  }

  count(status: 0 | 1 | 2) {
    return this.page.getByTestId(`map-count-${status}`);
  }

  async openFromMenu() {
    await this.page.getByTestId("menu-map").first().click();
    await expect(this.page).toHaveURL(/\/portal\/(v3\/)?operator\/[^/]+\/map$/);
    await expect(this.page.getByRole("heading", { name: "Map", exact: true })).toBeVisible();
  }

  /** Markers drawn in the last frame (the canvas says how many), once the base map is there. */
  async expectDrawn() {
    await expect(this.canvas()).toHaveAttribute("data-markers", /^[1-9]\d*$/);
    // Something besides the background: land, borders and pins.
    const colours = await this.canvas().evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
      const seen = new Set<number>();
      for (let i = 0; i < data.length && seen.size < 50; i += 4 * 97)
        seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      return seen.size;
    });
    expect(colours).toBeGreaterThan(3);
  }

  /** Waits until the markers on screen are grouped for the current zoom (a zoom regroups once it rests). */
  async settled() {
    await expect(this.canvas()).toHaveAttribute("data-grouped", "true");
  }

  /** Where a pixel of this colour is on the canvas, in page coordinates (the first found, scanning by rows). */
  async findColour(rgb: readonly [number, number, number]): Promise<{ x: number; y: number } | undefined> {
    return this.canvas().evaluate((canvas: HTMLCanvasElement, [r, g, b]) => {
      const ctx = canvas.getContext("2d")!;
      const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const rect = canvas.getBoundingClientRect();
      for (let y = 2; y < height - 2; y += 2)
        for (let x = 2; x < width - 2; x += 2) {
          const i = (y * width + x) * 4;
          if (Math.abs(data[i]! - r) < 6 && Math.abs(data[i + 1]! - g) < 6 && Math.abs(data[i + 2]! - b) < 6) {
            // A marker's middle is a few pixels in from its first row; canvas pixels are device pixels.
            const scale = canvas.width / rect.width;
            return { x: rect.left + x / scale, y: rect.top + (y + 4 * scale) / scale };
          }
        }
      return undefined;
    }, rgb);
  }
}
