/**
 * Consumer samples of a message (issue 36): the few lines that subscribe to its topic with the
 * client our teams' and partners' stacks use, the value (and key) read through the schema registry.
 * Pure and framework-free: the event-reference plugin makes them at build time from the model
 * (topic, consumer group, key and value formats, brokers, registry, SASL mechanism), and the pages
 * show them in the REST pages' code-sample tabs.
 */
import type {CodeSample} from '../reference/types';

/** How a client authenticates to the brokers: from the server's security scheme. */
export type SaslMechanism = 'SCRAM-SHA-512' | 'SCRAM-SHA-256' | 'PLAIN' | 'OAUTHBEARER';

export interface ConsumerSampleInput {
  topic: string;
  /** The consumer group: the operation binding's, else one named after the event API. */
  groupId: string;
  /** `host:port` of the brokers, comma-separated. */
  bootstrapServers: string;
  schemaRegistryUrl?: string;
  /** How the value is written: Avro through the registry, or JSON. */
  valueFormat: 'avro' | 'json';
  /** How the key is written: a plain string (the entity id), or Avro through the registry. */
  keyFormat: 'string' | 'avro';
  /** SASL over TLS, or none (a broker without security, as a local one). */
  sasl?: SaslMechanism;
  /** OAUTHBEARER: the token endpoint of the client-credentials grant. */
  tokenUrl?: string;
  /** The event type, for the comment in the handler. */
  messageName: string;
}

/** Labels of the tabs, in order. */
export const CONSUMER_LANGUAGES = ['Java', 'Kotlin', 'Python', 'TypeScript'] as const;

/** A double-quoted string literal of Java, TypeScript and Python (JSON's escapes are valid in all three). */
const quoted = (value: string) => JSON.stringify(value);
/** Kotlin's string templates read `$`: escaped. */
const kotlinQuoted = (value: string) => JSON.stringify(value).replace(/\$/g, '\\$');

const JAAS_MODULES: Record<SaslMechanism, string> = {
  'SCRAM-SHA-512': 'org.apache.kafka.common.security.scram.ScramLoginModule',
  'SCRAM-SHA-256': 'org.apache.kafka.common.security.scram.ScramLoginModule',
  PLAIN: 'org.apache.kafka.common.security.plain.PlainLoginModule',
  OAUTHBEARER: 'org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule',
};

/** Kafka's own OIDC client (3.4 and later): it fetches and renews the token with the client credentials. */
const OAUTH_CALLBACK_HANDLER = 'org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginCallbackHandler';

/** The client's credentials come from the environment: a sample never holds a secret. */
const CREDENTIALS = {user: 'KAFKA_USERNAME', password: 'KAFKA_PASSWORD', clientId: 'KAFKA_CLIENT_ID', clientSecret: 'KAFKA_CLIENT_SECRET'} as const;

function jvmSecurity(
  input: ConsumerSampleInput,
  put: (key: string, value: string) => string,
  quote: (value: string) => string,
  env: (name: string) => string,
): string[] {
  if (!input.sasl) {
    return [];
  }
  const oauth = input.sasl === 'OAUTHBEARER';
  const [first, second] = oauth ? [CREDENTIALS.clientId, CREDENTIALS.clientSecret] : [CREDENTIALS.user, CREDENTIALS.password];
  const fields = oauth ? ['clientId', 'clientSecret'] : ['username', 'password'];
  return [
    put('"security.protocol"', '"SASL_SSL"'),
    put('"sasl.mechanism"', `"${input.sasl}"`),
    ...(oauth
      ? [put('"sasl.login.callback.handler.class"', quote(OAUTH_CALLBACK_HANDLER)), put('"sasl.oauthbearer.token.endpoint.url"', quote(input.tokenUrl ?? ''))]
      : []),
    put(
      '"sasl.jaas.config"',
      `${quote(`${JAAS_MODULES[input.sasl]} required ${fields[0]}="`)} + ${env(first)} + ${quote(`" ${fields[1]}="`)} + ${env(second)} + ${quote('";')}`,
    ),
  ];
}

/** How the JVM languages write the consumer's settings: one list of ConsumerConfig entries for Java and Kotlin alike. */
interface JvmSyntax {
  put: (key: string, value: string) => string;
  quote: (value: string) => string;
  classOf: (name: string) => string;
  /** Java's Properties take the string "false", Kotlin's map the Boolean. */
  autoCommitOff: string;
}

function jvmSettings(input: ConsumerSampleInput, {put, quote, classOf, autoCommitOff}: JvmSyntax): string[] {
  const avroKey = input.keyFormat === 'avro';
  const avroValue = input.valueFormat === 'avro';
  return [
    put('ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG', quote(input.bootstrapServers)),
    put('ConsumerConfig.GROUP_ID_CONFIG', quote(input.groupId)),
    put('ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG', classOf(avroKey ? 'KafkaAvroDeserializer' : 'StringDeserializer')),
    put('ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG', classOf(avroValue ? 'KafkaAvroDeserializer' : 'StringDeserializer')),
    put('ConsumerConfig.AUTO_OFFSET_RESET_CONFIG', '"earliest"'),
    put('ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG', autoCommitOff),
    ...(input.schemaRegistryUrl && (avroKey || avroValue) ? [put('"schema.registry.url"', quote(input.schemaRegistryUrl))] : []),
    ...jvmSecurity(input, put, quote, (name) => `System.getenv("${name}")`),
  ];
}

/** The record's key and value types of the JVM consumers. */
const jvmTypes = (input: ConsumerSampleInput) => [input.keyFormat, input.valueFormat].map((format) => (format === 'avro' ? 'GenericRecord' : 'String'));

function java(input: ConsumerSampleInput): string {
  const [keyType, valueType] = jvmTypes(input);
  const settings = jvmSettings(input, {
    put: (key, value) => `props.put(${key}, ${value});`,
    quote: quoted,
    classOf: (name) => `${name}.class`,
    autoCommitOff: '"false"',
  });
  return [
    'import io.confluent.kafka.serializers.KafkaAvroDeserializer;',
    'import java.time.Duration;',
    'import java.util.List;',
    'import java.util.Properties;',
    'import org.apache.avro.generic.GenericRecord;',
    'import org.apache.kafka.clients.consumer.ConsumerConfig;',
    'import org.apache.kafka.clients.consumer.ConsumerRecord;',
    'import org.apache.kafka.clients.consumer.KafkaConsumer;',
    'import org.apache.kafka.common.serialization.StringDeserializer;',
    '',
    'Properties props = new Properties();',
    ...settings,
    '',
    `try (KafkaConsumer<${keyType}, ${valueType}> consumer = new KafkaConsumer<>(props)) {`,
    `  consumer.subscribe(List.of(${quoted(input.topic)}));`,
    '  while (true) {',
    `    for (ConsumerRecord<${keyType}, ${valueType}> record : consumer.poll(Duration.ofSeconds(1))) {`,
    `      // ${input.messageName}: deduplicate by the envelope's id, then handle it.`,
    '      System.out.printf("%s %s%n", record.key(), record.value());',
    '    }',
    '    consumer.commitSync();',
    '  }',
    '}',
  ].join('\n');
}

function kotlin(input: ConsumerSampleInput): string {
  const [keyType, valueType] = jvmTypes(input);
  const settings = jvmSettings(input, {
    put: (key, value) => `  ${key} to ${value},`,
    quote: kotlinQuoted,
    classOf: (name) => `${name}::class.java`,
    autoCommitOff: 'false',
  });
  return [
    'import io.confluent.kafka.serializers.KafkaAvroDeserializer',
    'import java.time.Duration',
    'import org.apache.avro.generic.GenericRecord',
    'import org.apache.kafka.clients.consumer.ConsumerConfig',
    'import org.apache.kafka.clients.consumer.KafkaConsumer',
    'import org.apache.kafka.common.serialization.StringDeserializer',
    '',
    'val props = mapOf<String, Any>(',
    ...settings,
    ')',
    '',
    `KafkaConsumer<${keyType}, ${valueType}>(props).use { consumer ->`,
    `  consumer.subscribe(listOf(${kotlinQuoted(input.topic)}))`,
    '  while (true) {',
    '    for (record in consumer.poll(Duration.ofSeconds(1))) {',
    `      // ${input.messageName}: deduplicate by the envelope's id, then handle it.`,
    '      println("${record.key()} ${record.value()}")',
    '    }',
    '    consumer.commitSync()',
    '  }',
    '}',
  ].join('\n');
}

function python(input: ConsumerSampleInput): string {
  const avro = input.valueFormat === 'avro' || input.keyFormat === 'avro';
  const config = [
    `    "bootstrap.servers": ${quoted(input.bootstrapServers)},`,
    `    "group.id": ${quoted(input.groupId)},`,
    '    "auto.offset.reset": "earliest",',
    '    "enable.auto.commit": False,',
    ...(input.sasl
      ? [
          '    "security.protocol": "SASL_SSL",',
          `    "sasl.mechanism": "${input.sasl}",`,
          ...(input.sasl === 'OAUTHBEARER'
            ? [
                '    "sasl.oauthbearer.method": "oidc",',
                `    "sasl.oauthbearer.token.endpoint.url": ${quoted(input.tokenUrl ?? '')},`,
                `    "sasl.oauthbearer.client.id": os.environ["${CREDENTIALS.clientId}"],`,
                `    "sasl.oauthbearer.client.secret": os.environ["${CREDENTIALS.clientSecret}"],`,
              ]
            : [`    "sasl.username": os.environ["${CREDENTIALS.user}"],`, `    "sasl.password": os.environ["${CREDENTIALS.password}"],`]),
        ]
      : []),
  ];
  const deserialize = (format: 'avro' | 'json' | 'string', field: 'KEY' | 'VALUE', expression: string) =>
    format === 'avro'
      ? `avro(${expression}, SerializationContext(message.topic(), MessageField.${field}))`
      : format === 'json'
        ? `json.loads(${expression})`
        : `${expression}.decode("utf-8") if ${expression} is not None else None`;
  return [
    ...(input.sasl ? ['import os'] : []),
    ...(input.valueFormat === 'json' ? ['import json'] : []),
    'from confluent_kafka import Consumer',
    ...(avro
      ? [
          'from confluent_kafka.schema_registry import SchemaRegistryClient',
          'from confluent_kafka.schema_registry.avro import AvroDeserializer',
          'from confluent_kafka.serialization import MessageField, SerializationContext',
          '',
          `registry = SchemaRegistryClient({"url": ${quoted(input.schemaRegistryUrl ?? '')}})`,
          'avro = AvroDeserializer(registry)',
        ]
      : []),
    '',
    'consumer = Consumer({',
    ...config,
    '})',
    `consumer.subscribe([${quoted(input.topic)}])`,
    'try:',
    '    while True:',
    '        message = consumer.poll(1.0)',
    '        if message is None or message.error():',
    '            continue',
    `        key = ${deserialize(input.keyFormat, 'KEY', 'message.key()')}`,
    `        event = ${deserialize(input.valueFormat, 'VALUE', 'message.value()')}`,
    `        # ${input.messageName}: deduplicate by the envelope's id, then handle it.`,
    '        print(key, event)',
    '        consumer.commit(message)',
    'finally:',
    '    consumer.close()',
  ].join('\n');
}

function typescript(input: ConsumerSampleInput): string {
  const avro = input.valueFormat === 'avro' || input.keyFormat === 'avro';
  const sasl = input.sasl
    ? input.sasl === 'OAUTHBEARER'
      ? ["  sasl: {mechanism: 'oauthbearer', oauthBearerProvider: async () => ({value: await fetchToken()})},"]
      : [`  sasl: {mechanism: '${input.sasl.toLowerCase()}', username: process.env.${CREDENTIALS.user}!, password: process.env.${CREDENTIALS.password}!},`]
    : [];
  const decode = (format: 'avro' | 'json' | 'string', expression: string) =>
    format === 'avro' ? `await registry.decode(${expression})` : format === 'json' ? `JSON.parse(${expression}.toString())` : `${expression}?.toString()`;
  return [
    "import {Kafka} from 'kafkajs';",
    ...(avro ? ["import {SchemaRegistry} from '@kafkajs/confluent-schema-registry';"] : []),
    '',
    ...(input.sasl === 'OAUTHBEARER'
      ? [
          '// A token of the client-credentials grant; kafkajs asks again before it expires.',
          'async function fetchToken(): Promise<string> {',
          `  const response = await fetch(${quoted(input.tokenUrl ?? '')}, {`,
          "    method: 'POST',",
          `    body: new URLSearchParams({grant_type: 'client_credentials', client_id: process.env.${CREDENTIALS.clientId}!, client_secret: process.env.${CREDENTIALS.clientSecret}!}),`,
          '  });',
          '  return ((await response.json()) as {access_token: string}).access_token;',
          '}',
          '',
        ]
      : []),
    'const kafka = new Kafka({',
    `  brokers: ${quoted(input.bootstrapServers)}.split(','),`,
    ...(input.sasl ? ['  ssl: true,'] : []),
    ...sasl,
    '});',
    ...(avro ? [`const registry = new SchemaRegistry({host: ${quoted(input.schemaRegistryUrl ?? '')}});`] : []),
    `const consumer = kafka.consumer({groupId: ${quoted(input.groupId)}});`,
    '',
    'await consumer.connect();',
    `await consumer.subscribe({topics: [${quoted(input.topic)}], fromBeginning: true});`,
    'await consumer.run({',
    '  eachMessage: async ({message}) => {',
    `    const key = ${decode(input.keyFormat, 'message.key')};`,
    `    const event = message.value ? ${decode(input.valueFormat, 'message.value')} : null;`,
    `    // ${input.messageName}: deduplicate by the envelope's id, then handle it.`,
    '    console.log(key, event);',
    '  },',
    '});',
  ].join('\n');
}

/** The samples of one message, one per language of CONSUMER_LANGUAGES, in that order. */
export function consumerSamples(input: ConsumerSampleInput): CodeSample[] {
  return [
    {label: 'Java', language: 'java', code: java(input)},
    {label: 'Kotlin', language: 'kotlin', code: kotlin(input)},
    {label: 'Python', language: 'python', code: python(input)},
    {label: 'TypeScript', language: 'typescript', code: typescript(input)},
  ];
}

/** The SASL mechanism of an AsyncAPI security scheme type, where the brokers take one. */
export function saslMechanismOf(schemeType: string | undefined): SaslMechanism | undefined {
  switch (schemeType) {
    case 'scramSha512':
      return 'SCRAM-SHA-512';
    case 'scramSha256':
      return 'SCRAM-SHA-256';
    case 'plain':
      return 'PLAIN';
    case 'oauth2':
      return 'OAUTHBEARER';
    default:
      return undefined;
  }
}
