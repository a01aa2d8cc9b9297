import {CONSUMER_LANGUAGES, consumerSamples, saslMechanismOf, type ConsumerSampleInput} from '../../lib/asyncapi/consumerSamples';

const input: ConsumerSampleInput = {
  topic: 'lindenkauf.order.order-lifecycle.v2',
  groupId: 'shipping.order-lifecycle',
  bootstrapServers: 'kafka.lindenkauf.example:9093',
  schemaRegistryUrl: 'https://registry.lindenkauf.example',
  valueFormat: 'avro',
  keyFormat: 'string',
  sasl: 'SCRAM-SHA-512',
  messageName: 'OrderShipped',
};
const byLabel = (samples: ReturnType<typeof consumerSamples>) => Object.fromEntries(samples.map((sample) => [sample.label, sample]));

describe('consumer samples', () => {
  it('come in Java, Kotlin, Python and TypeScript, each with its highlighting language', () => {
    expect(consumerSamples(input).map((sample) => [sample.label, sample.language])).toEqual([
      ['Java', 'java'],
      ['Kotlin', 'kotlin'],
      ['Python', 'python'],
      ['TypeScript', 'typescript'],
    ]);
    expect(CONSUMER_LANGUAGES).toEqual(['Java', 'Kotlin', 'Python', 'TypeScript']);
  });

  it('subscribe to the topic in the group, at the brokers, in every language', () => {
    for (const sample of consumerSamples(input)) {
      expect(sample.code).toContain('"lindenkauf.order.order-lifecycle.v2"');
      expect(sample.code).toContain('"shipping.order-lifecycle"');
      expect(sample.code).toContain('kafka.lindenkauf.example:9093');
    }
  });

  it('read an Avro value through the registry with the Confluent deserializer, and a string key as a string (Java)', () => {
    const {Java} = byLabel(consumerSamples(input));
    expect(Java!.code).toContain('props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, KafkaAvroDeserializer.class);');
    expect(Java!.code).toContain('props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);');
    expect(Java!.code).toContain('props.put("schema.registry.url", "https://registry.lindenkauf.example");');
    expect(Java!.code).toContain('KafkaConsumer<String, GenericRecord>');
    expect(Java!.code).toContain('"SCRAM-SHA-512"');
  });

  it('use confluent-kafka’s AvroDeserializer in Python, and kafkajs with the schema registry client in TypeScript', () => {
    const {Python, TypeScript} = byLabel(consumerSamples(input));
    expect(Python!.code).toContain('AvroDeserializer(registry)');
    expect(Python!.code).toContain('SchemaRegistryClient({"url": "https://registry.lindenkauf.example"})');
    expect(Python!.code).toContain('"sasl.username": os.environ["KAFKA_USERNAME"]');
    expect(TypeScript!.code).toContain("import {SchemaRegistry} from '@kafkajs/confluent-schema-registry';");
    expect(TypeScript!.code).toContain('await registry.decode(message.value)');
    expect(TypeScript!.code).toContain("mechanism: 'scram-sha-512'");
  });

  it('read an Avro key through the registry where the key is Avro', () => {
    const {Java, Python} = byLabel(consumerSamples({...input, keyFormat: 'avro'}));
    expect(Java!.code).toContain('KEY_DESERIALIZER_CLASS_CONFIG, KafkaAvroDeserializer.class');
    expect(Java!.code).toContain('KafkaConsumer<GenericRecord, GenericRecord>');
    expect(Python!.code).toContain('key = avro(message.key(), SerializationContext(message.topic(), MessageField.KEY))');
  });

  it('read JSON without the registry, and leave out security for brokers without it', () => {
    const samples = byLabel(consumerSamples({...input, valueFormat: 'json', schemaRegistryUrl: undefined, sasl: undefined}));
    expect(samples.Java!.code).not.toContain('KafkaAvroDeserializer.class');
    expect(samples.Java!.code).not.toContain('schema.registry.url');
    expect(samples.Java!.code).not.toContain('SASL_SSL');
    expect(samples.Python!.code).toContain('event = json.loads(message.value())');
    expect(samples.Python!.code).not.toContain('SchemaRegistryClient');
    expect(samples.TypeScript!.code).not.toContain('confluent-schema-registry');
    expect(samples.TypeScript!.code).toContain('JSON.parse(message.value.toString())');
  });

  it('quote what the document gives, so a quote or a Kotlin template in a name stays text', () => {
    const samples = byLabel(consumerSamples({...input, topic: 'odd"topic$name'}));
    expect(samples.Java!.code).toContain('List.of("odd\\"topic$name")');
    expect(samples.Kotlin!.code).toContain('listOf("odd\\"topic\\$name")');
  });

  it('sign in with the credentials from the environment, never a secret in the sample (SCRAM)', () => {
    const {Java, Kotlin} = byLabel(consumerSamples(input));
    expect(Java!.code).toContain(
      'props.put("sasl.jaas.config", "org.apache.kafka.common.security.scram.ScramLoginModule required username=\\"" + System.getenv("KAFKA_USERNAME") + "\\" password=\\"" + System.getenv("KAFKA_PASSWORD") + "\\";");',
    );
    expect(Kotlin!.code).toContain(
      '"sasl.jaas.config" to "org.apache.kafka.common.security.scram.ScramLoginModule required username=\\"" + System.getenv("KAFKA_USERNAME")',
    );
  });

  it('fetch an OAuth token of the client-credentials grant from the token URL (OAUTHBEARER)', () => {
    const samples = byLabel(consumerSamples({...input, sasl: 'OAUTHBEARER', tokenUrl: 'https://auth.lindenkauf.example/oauth2/token'}));
    expect(samples.Java!.code).toContain('props.put("sasl.oauthbearer.token.endpoint.url", "https://auth.lindenkauf.example/oauth2/token");');
    expect(samples.Java!.code).toContain('OAuthBearerLoginModule required clientId=\\"" + System.getenv("KAFKA_CLIENT_ID")');
    expect(samples.Python!.code).toContain('"sasl.oauthbearer.method": "oidc"');
    expect(samples.Python!.code).toContain('"sasl.oauthbearer.client.secret": os.environ["KAFKA_CLIENT_SECRET"]');
    expect(samples.TypeScript!.code).toContain('await fetch("https://auth.lindenkauf.example/oauth2/token"');
    expect(samples.TypeScript!.code).toContain("sasl: {mechanism: 'oauthbearer', oauthBearerProvider: async () => ({value: await fetchToken()})}");
  });

  it('take the SASL mechanism from the AsyncAPI security scheme type', () => {
    expect(saslMechanismOf('scramSha512')).toBe('SCRAM-SHA-512');
    expect(saslMechanismOf('scramSha256')).toBe('SCRAM-SHA-256');
    expect(saslMechanismOf('plain')).toBe('PLAIN');
    expect(saslMechanismOf('oauth2')).toBe('OAUTHBEARER');
    expect(saslMechanismOf('X509')).toBeUndefined();
  });
});
