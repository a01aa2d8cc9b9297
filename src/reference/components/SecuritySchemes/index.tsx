import React, {type ReactNode} from 'react';
import MarkdownHtml from '@site/src/content/components/MarkdownHtml';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import type {SecuritySchemeView} from '@site/lib/reference/types';

export interface Props {
  schemes: readonly SecuritySchemeView[];
}

/** The security schemes of an API (REST or event): name, type, details, description, and the OAuth flows with their scopes. */
export default function SecuritySchemes({schemes}: Props): ReactNode {
  return (
    <>
      {schemes.map((scheme) => (
        <section key={scheme.name}>
          <p>
            <code>{scheme.name}</code> ({scheme.type})
            {scheme.details.map((detail) => (
              <span key={detail.label}>
                {' '}
                · {detail.label} <code>{detail.value}</code>
              </span>
            ))}
          </p>
          <MarkdownHtml value={scheme.description} />
          {scheme.flows.map((flow) => (
            <div key={flow.name}>
              <p>
                Flow <code>{flow.name}</code>
                {flow.authorizationUrl && (
                  <>
                    {' '}
                    · authorization URL <code>{flow.authorizationUrl}</code>
                  </>
                )}
                {flow.tokenUrl && (
                  <>
                    {' '}
                    · token URL <code>{flow.tokenUrl}</code>
                  </>
                )}
              </p>
              {flow.scopes.length > 0 && (
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{TEXTS.scopes}</th>
                      <th scope="col">Grants</th>
                    </tr>
                  </thead>
                  <tbody>
                    {flow.scopes.map((scope) => (
                      <tr key={scope.name}>
                        <td>
                          <code>{scope.name}</code>
                        </td>
                        <td>{scope.description}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
