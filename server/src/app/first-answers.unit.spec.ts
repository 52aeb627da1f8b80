// Proves the API reads a visitor's landing page carries are written exactly as the web app asks
// them (buildApiUrl's order, empty filters left out): home, the product list with its filters, a
// product page at the default preview amount; every other path carries none.
import { firstReadsFor } from './first-answers';

describe('firstReadsFor', () => {
  it('home: the figures, the newest notices and the three open products', () => {
    expect(firstReadsFor('/')).toEqual(['/api/stats', '/api/boards/notice?page=1&size=5', '/api/products?status=funding&page=1&size=3']);
  });

  it('the product list with the filters of its query, in the web app order', () => {
    expect(firstReadsFor('/products')).toEqual(['/api/products?page=1&size=12']);
    expect(firstReadsFor('/products?type=apt&status=funding&page=2')).toEqual(['/api/products?status=funding&type=apt&page=2&size=12']);
    expect(firstReadsFor('/products?page=zero')).toEqual(['/api/products?page=1&size=12']);
  });

  it('a product page at the default preview amount', () => {
    expect(firstReadsFor('/products/1123100f-f59a-4d23-898f-e4a4473f23d8')).toEqual(['/api/products/1123100f-f59a-4d23-898f-e4a4473f23d8?amount=1000000']);
    expect(firstReadsFor('/products/%E0%A4%A')).toEqual([]);
  });

  it('nothing for other pages', () => {
    for (const url of ['/user/dashboard', '/notice', '/products/a/b', '/faq?x=1']) expect(firstReadsFor(url)).toEqual([]);
  });
});
