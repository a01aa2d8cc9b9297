import React, {type ReactNode} from 'react';
import {EVENT_TEXTS as TEXTS} from '@site/lib/portal/texts/events';
import type {KafkaTopicView} from '@site/lib/reference/eventTypes';
import styles from './styles.module.css';

/** A topic's Kafka settings (the channel's bindings) as a list of terms: topic, partitions, replicas, cleanup policy, retention, the rest as written. */
export default function KafkaTopic({kafka}: {kafka: KafkaTopicView | undefined}): ReactNode {
  if (!kafka) {
    return null;
  }
  const rows: [string, ReactNode][] = [
    ...(kafka.topic ? [[TEXTS.kafka.topic, <code key="topic">{kafka.topic}</code>] as [string, ReactNode]] : []),
    ...(kafka.partitions !== undefined ? [[TEXTS.kafka.partitions, String(kafka.partitions)] as [string, ReactNode]] : []),
    ...(kafka.replicas !== undefined ? [[TEXTS.kafka.replicas, String(kafka.replicas)] as [string, ReactNode]] : []),
    ...(kafka.cleanupPolicy
      ? [
          [
            TEXTS.kafka.cleanupPolicy,
            <>
              {kafka.cleanupPolicy.map((policy) => (
                <code key={policy}>{policy}</code>
              ))}
              {kafka.cleanupPolicy.includes('compact') && <span className={styles.note}> ({TEXTS.kafka.compacted})</span>}
            </>,
          ] as [string, ReactNode],
        ]
      : []),
    ...(kafka.retention
      ? [
          [
            TEXTS.kafka.retention,
            <>
              {kafka.retention.text} <span className={styles.note}>({kafka.retention.ms} ms)</span>
            </>,
          ] as [string, ReactNode],
        ]
      : []),
    ...kafka.configuration.map(({label, value}): [string, ReactNode] => [label, <code key={label}>{value}</code>]),
  ];
  if (rows.length === 0) {
    return null;
  }
  return (
    <dl className={styles.bindings} data-kafka-bindings="">
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
