#include "shell/apptranslations.h"

#include "model/rulesetregistry.h"
#include "shell/appsettings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace AppTranslations
{

QString resolve(const QString &chosen, const QStringList &systemLanguages)
{
    const QStringList shipped = AppSettings::languageCodes();
    if (shipped.contains(chosen))
        return chosen;
    for (const QString &uiLanguage : systemLanguages) {
        // "de-AT", "fr_CA" and "de" all pick German.
        const QString code =
            uiLanguage.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (shipped.contains(code))
            return code;
    }
    return QStringLiteral("en");
}

QStringList searchPath()
{
    return {QCoreApplication::applicationDirPath() +
                QStringLiteral("/../share/gridkeep/translations"),
            QStringLiteral(":/i18n")};
}

namespace
{

QList<QPointer<QTranslator>> &installed()
{
    static QList<QPointer<QTranslator>> translators;
    return translators;
}

} // namespace

void uninstall()
{
    for (const auto &translator : std::as_const(installed())) {
        if (translator) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
    installed().clear();
    QLocale::setDefault(QLocale::system());
    RuleSetRegistry::instance().setLanguage(QString());
    AppSettings::instance()->setActiveLanguage(QStringLiteral("en"));
}

bool install(QCoreApplication &app, const QString &language)
{
    // A second call (the app tests switch languages) replaces the first one's translators.
    uninstall();
    auto *own = new QTranslator(&app);
    bool found = false;
    for (const QString &dir : searchPath()) {
        if (own->load(QStringLiteral("gridkeep_") + language, dir)) {
            found = true;
            break;
        }
    }
    if (!found) {
        delete own;
        return false;
    }
    QCoreApplication::installTranslator(own);
    installed() << own;
    // Qt's own strings (dialog buttons, text field menus): qt6-translations-l10n. English has
    // none and needs none; a missing file only leaves those few strings in English.
    if (language != QLatin1String("en")) {
        auto *qt = new QTranslator(&app);
        if (qt->load(QStringLiteral("qt_") + language,
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt);
            installed() << qt;
        } else
            delete qt;
    }
    // German and French numbers in the UI ("1,5 m"); English keeps the system's, as before.
    if (language != QLatin1String("en"))
        QLocale::setDefault(QLocale(language));
    RuleSetRegistry::instance().setLanguage(language == QLatin1String("en") ? QString() : language);
    AppSettings::instance()->setActiveLanguage(language);
    return true;
}

} // namespace AppTranslations
