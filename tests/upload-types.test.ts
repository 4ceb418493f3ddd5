import { describe, expect, it } from "vitest";
import { acceptOf, contentMatchesName, uploadContentType } from "~/core/http/upload-types";

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

describe("upload content (magic bytes)", () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (value: string) => new TextEncoder().encode(value);
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
  const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
  const pdf = text("%PDF-1.7\n%âãÏÓ\n");
  const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);
  const zip = bytes(0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0);
  /** An ISO BMFF `ftyp` box: size, "ftyp", major brand, minor version, compatible brands. */
  const ftyp = (major: string, ...compatible: string[]) => {
    const body = text(`ftyp${major}\0\0\0\0${compatible.join("")}`);
    const box = new Uint8Array(4 + body.length);
    new DataView(box.buffer).setUint32(0, box.length);
    box.set(body, 4);
    return box;
  };

  it("recognises each accepted format by its first bytes", () => {
    expect(contentMatchesName("locandina.png", png)).toBe(true);
    expect(contentMatchesName("serata.JPG", jpeg)).toBe(true);
    expect(contentMatchesName("serata.jpeg", jpeg)).toBe(true);
    expect(contentMatchesName("animata.gif", text("GIF89a\x01\0"))).toBe(true);
    expect(contentMatchesName("vecchia.gif", text("GIF87a\x01\0"))).toBe(true);
    expect(contentMatchesName("foto.heic", ftyp("heic", "mif1", "heic"))).toBe(true);
    expect(contentMatchesName("foto.heif", ftyp("mif1", "heic"))).toBe(true);
    // An iPhone photo sent as .heif, or the reverse: the brand family is the same.
    expect(contentMatchesName("foto.heif", ftyp("heic"))).toBe(true);
    expect(contentMatchesName("contratto.pdf", pdf)).toBe(true);
    expect(contentMatchesName("listino.doc", ole)).toBe(true);
    expect(contentMatchesName("listino.xls", ole)).toBe(true);
    expect(contentMatchesName("listino.ppt", ole)).toBe(true);
    expect(contentMatchesName("proposta.docx", zip)).toBe(true);
    expect(contentMatchesName("proposta.xlsx", zip)).toBe(true);
    expect(contentMatchesName("proposta.pptx", zip)).toBe(true);
  });

  it("refuses a file whose content is another format than its name says", () => {
    expect(contentMatchesName("locandina.png", pdf)).toBe(false);
    expect(contentMatchesName("locandina.png", text("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBe(false);
    expect(contentMatchesName("locandina.png", text("just some text"))).toBe(false);
    expect(contentMatchesName("serata.jpg", png)).toBe(false);
    expect(contentMatchesName("contratto.pdf", text("<html><body>%PDF-</body>"))).toBe(false);
    expect(contentMatchesName("proposta.docx", text("PK proposta"))).toBe(false);
    expect(contentMatchesName("listino.doc", zip)).toBe(false);
    expect(contentMatchesName("listino.xlsx", ole)).toBe(false);
    // A video's ftyp box (an MP4 renamed .heic) is no image.
    expect(contentMatchesName("foto.heic", ftyp("isom", "iso2", "mp41"))).toBe(false);
    expect(contentMatchesName("vuoto.png", new Uint8Array())).toBe(false);
    expect(contentMatchesName("senza-estensione", png)).toBe(false);
  });
});
