import { describe, expect, it } from "vitest";
import { acceptOf, uploadContentType } from "~/core/upload-types";

describe("upload types (spec section 5)", () => {
  it("accepts images jpg, png, gif and heic/heif", () => {
    expect(uploadContentType("image", "serata.JPG", "image/jpeg")).toBe("image/jpeg");
    expect(uploadContentType("image", "locandina.png", "image/png")).toBe("image/png");
    expect(uploadContentType("image", "foto.heic", "")).toBe("image/heic");
    expect(uploadContentType("image", "foto.heif", "application/octet-stream")).toBe("image/heif");
  });

  it("refuses other files as images, and a declared type that contradicts the name", () => {
    expect(uploadContentType("image", "documento.pdf", "application/pdf")).toBeNull();
    expect(uploadContentType("image", "finto.png", "text/html")).toBeNull();
    expect(uploadContentType("image", "senza-estensione", "image/png")).toBeNull();
  });

  it("accepts only pdf for pdf uploads, and office documents for documents", () => {
    expect(uploadContentType("pdf", "contratto.pdf", "application/pdf")).toBe("application/pdf");
    expect(uploadContentType("pdf", "contratto.docx", "")).toBeNull();
    expect(uploadContentType("document", "listino.xlsx", "")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(uploadContentType("document", "foto.png", "image/png")).toBeNull();
  });

  it("tells the browser which files to offer", () => {
    expect(acceptOf("image")).toBe(".jpg,.jpeg,.png,.gif,.heic,.heif");
  });
});
