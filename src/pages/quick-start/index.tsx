import {useEffect, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {quickStartPage} from '@site/config/standalonePages';
import {legacyGuides, quickStartFrameworks} from '@site/src/data/quickStart';
import styles from './styles.module.css';

/**
 * Two rows of radio buttons, framework then how the project is built, and the guide they lead to. Plain
 * radio buttons and CSS (a checked button shows what follows it), so it works before and without scripts;
 * scripts only preselect the framework a link names (`/quick-start#taro`, the home page's cards).
 */
function Chooser(): ReactNode {
  const {hash} = useLocation();
  // The home page's cards link `#<framework>`: declare the radio buttons' ids to the build's anchor check.
  const brokenLinks = useBrokenLinks();
  for (const framework of quickStartFrameworks) brokenLinks.collectAnchor(framework.id);
  useEffect(() => {
    const input = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (input instanceof HTMLInputElement) input.checked = true;
  }, [hash]);
  return (
    <fieldset className={styles.step}>
      <legend className={styles.legend}>1. 项目使用的框架</legend>
      <div className={styles.choices}>
        {quickStartFrameworks.map((framework, index) => (
          <div key={framework.id} className={styles.choice}>
            <input
              type="radio"
              className={styles.radio}
              name="framework"
              // The hash that picks it (quickStartFor).
              id={framework.id}
              defaultChecked={index === 0}
            />
            <label className={styles.option} htmlFor={framework.id}>
              {framework.name}
            </label>
            <fieldset className={styles.next}>
              <legend className={styles.legend}>2. {framework.name} 项目怎样创建与构建</legend>
              <div className={styles.choices}>
                {framework.guides.map((guide, guideIndex) => {
                  const id = `${framework.id}-${guide.id}`;
                  return (
                    <div key={guide.id} className={styles.choice}>
                      <input type="radio" className={styles.radio} name={`${framework.id}-guide`} id={id} defaultChecked={guideIndex === 0} />
                      <label className={styles.option} htmlFor={id}>
                        {guide.label}
                      </label>
                      <div className={styles.result}>
                        <p className={styles.summary}>{guide.summary}</p>
                        <Link className="button button--primary" to={guide.to}>
                          打开接入指南
                        </Link>
                      </div>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export default function QuickStart(): ReactNode {
  return (
    <Layout title={quickStartPage.title} description={quickStartPage.description}>
      <main className={styles.main}>
        <div className="container">
          <Heading as="h1">快速开始</Heading>
          <p className={styles.lead}>
            选择项目使用的框架和构建方式，打开对应的接入指南。本站文档对应 weapp-tailwindcss 5.x，它只支持 Tailwind CSS v4。
          </p>
          <Chooser />
          <p className={styles.legacy}>
            项目要用 Tailwind CSS v3，或者仍在用 weapp-tailwindcss 4.x：请看 4.x 文档的 <Link to={legacyGuides.tailwindV3}>Tailwind CSS v3 接入步骤</Link>与{' '}
            <Link to={legacyGuides.tailwindV4}>Tailwind CSS v4 接入指南</Link>。
          </p>
        </div>
      </main>
    </Layout>
  );
}
