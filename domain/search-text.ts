/**
 * Folds Vietnamese text for matching what a person types without diacritics:
 * lower case, accents stripped, đ read as d, punctuation read as a space.
 * @example foldSearchText('Chợ Bến Thành') === 'cho ben thanh'
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
