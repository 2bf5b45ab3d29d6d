import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {projectHref, projectsByCategory} from '@site/src/data/sections';
import {lastRowShare} from './lastRowShare';
import styles from './styles.module.css';

/** The five project categories of SPEC 2.5 with their projects, as cards. */
export default function ProjectGrid(): React.ReactElement {
  const categories = projectsByCategory();
  const counts = categories.map((c) => c.projects.length);
  return (
    <div className={styles.categories}>
      {categories.map(({category, projects}, index) => (
        <section key={category} className={styles.category} aria-label={category} data-share={lastRowShare(counts, index)}>
          <Heading as="h3" className={styles.categoryTitle}>
            {category}
          </Heading>
          <ul className={styles.list}>
            {projects.map((project) => {
              const href = projectHref(project);
              return (
                <li key={project.name} className={styles.item}>
                  {href ? (
                    <Link to={href} className={styles.name}>
                      {project.name}
                    </Link>
                  ) : (
                    <span className={styles.name} aria-disabled="true">
                      {project.name} <span className={styles.badge}>Coming soon</span>
                    </span>
                  )}
                  <span className={styles.description}>{project.description}</span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
