import {filesContaining} from './scan';

describe('how the leak test finds a text in the build', () => {
  const corpus = {
    files: [
      {file: 'agent.js', text: 'tL="LoggingService",tC="TransactionService"'},
      {file: 'page.html', text: '<h2 id=logging>Logging</h2><a href=/portal/reference/specs/benefits/operations/listBenefits>'},
    ],
  };

  test('a heading counts as a whole word, not inside a library identifier', () => {
    expect(filesContaining(corpus, 'Logging')).toEqual(['page.html']);
  });

  test('a URL path counts inside a longer URL', () => {
    expect(filesContaining(corpus, '/operations/listBenefits')).toEqual(['page.html']);
  });
});
