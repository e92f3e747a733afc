/**
 * Picture URLs of articles and variants. The seed stores a generated-illustration path on
 * articles and variants; rows written without one (imports, tests) still get a picture
 * drawn from their category and colour, so no tile is ever left without an image.
 */
import { productImagePath } from '../../seed/images';

interface ImageSource {
  image: string | null;
  categoryId: number;
  categoryName: string;
  /** Colour to draw in; grey when the article has no variants yet. */
  hex: string | undefined;
}

export function productImageUrl(source: ImageSource): string {
  return (
    source.image ?? productImagePath(source.categoryId, source.hex ?? '888888', source.categoryName)
  );
}
